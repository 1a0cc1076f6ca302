import { emptyStates } from '@lineup/contracts/messages';
import { pageHeadings } from '@lineup/contracts/shell-texts';
import { brandTexts } from '@lineup/contracts/texts/brands';
import type { Brand } from '@lineup/contracts/pim';
import { useMemo, useState } from 'react';
import { AddLink } from '@/components/page-links/page-links';
import { DataTable, DataTableEmpty } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { useBrands } from '@/api/brands/get-brands';
import { brandsColumns } from '@/features/brands/components/brands-columns';
import { BrandsDeleteDialog } from '@/features/brands/components/brands-delete-dialog';
import { useAddressedTable } from '@/lib/hooks/use-address-state';

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
  const list = useAddressedTable({
    columns,
    data: brands.data ?? NO_BRANDS,
    filter: filterBrands,
    getRowId: (brand) => String(brand.id),
    loading: brands.isPending,
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={pageHeadings.brands}
        className="mb-2"
        actions={<AddLink to="/home/brands/create">{brandTexts.addBrand}</AddLink>}
      />
      <DataTable
        {...list}
        loading={brands.isPending}
        labels={brandTexts}
        empty={<DataTableEmpty {...emptyStates.brands} />}
      />
      <BrandsDeleteDialog brand={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
