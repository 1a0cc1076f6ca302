import { emptyStates } from '@lineup/contracts/messages';
import type { Brand } from '@lineup/contracts/pim';
import { pageHeadings } from '@lineup/contracts/shell-texts';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { useMemo, useState } from 'react';
import { useBrands } from '@/api/brands/get-brands';
import { ListPage } from '@/components/list-page/list-page';
import { AddLink } from '@/components/page-links/page-links';
import { DataTableEmpty } from '@/components/ui/data-table';
import { brandsColumns } from '@/features/brands/components/brands-columns';
import { BrandsDeleteDialog } from '@/features/brands/components/brands-delete-dialog';

const NO_BRANDS: Brand[] = [];

/** Case-insensitive name filter of the search box. */
export function filterBrands(brands: Brand[], search: string): Brand[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return brands;
  return brands.filter((brand) => brand.name.toLowerCase().includes(needle));
}

/** /home/brands: search, the table with Previous/Next, Add Brand, edit and delete. */
export function BrandsPage() {
  const brands = useBrands();
  const [deleting, setDeleting] = useState<Brand | null>(null);
  const columns = useMemo(() => brandsColumns({ onDelete: setDeleting }), []);

  return (
    <ListPage
      title={pageHeadings.brands}
      actions={<AddLink to="/home/brands/create">{brandTexts.addBrand}</AddLink>}
      list={{ columns, data: brands.data ?? NO_BRANDS, filter: filterBrands, loading: brands.isPending }}
      labels={brandTexts}
      empty={<DataTableEmpty {...emptyStates.brands} />}
    >
      <BrandsDeleteDialog brand={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
