import { emptyStates } from '@lineup/contracts/messages';
import type { Organization } from '@lineup/contracts/organizations';
import { pageHeadings } from '@lineup/contracts/shell-texts';
import type { BusinessStore } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import { useMemo } from 'react';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useStores } from '@/api/stores/get-stores';
import { ListPage } from '@/components/list-page/list-page';
import { AddLink } from '@/components/page-links/page-links';
import { DataTableEmpty } from '@/components/ui/data-table';
import { type StoreRow, storesColumns } from '@/features/stores/components/stores-columns';

const NO_STORES: BusinessStore[] = [];
const NO_ORGANIZATIONS: Organization[] = [];

/** Case-insensitive name filter of the search box. */
export function filterStores<T extends BusinessStore>(stores: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return stores;
  return stores.filter((store) => store.name.toLowerCase().includes(needle));
}

/**
 * /home/stores: name search, Add Store, the table with Previous/Next, listing the stores
 * GET /api/stores answers.
 */
export function StoresPage() {
  const stores = useStores();
  const organizations = useOrganizations();
  const rows = useMemo<StoreRow[]>(() => {
    const names = new Map((organizations.data ?? NO_ORGANIZATIONS).map((org) => [org.id, org.name]));
    return (stores.data ?? NO_STORES).map((store) => ({
      ...store,
      organizationName: names.get(store.organizationId) ?? null,
    }));
  }, [stores.data, organizations.data]);
  const columns = useMemo(() => storesColumns(), []);

  return (
    <ListPage
      title={pageHeadings.stores}
      actions={<AddLink to="/home/stores/add">{storeTexts.addStore}</AddLink>}
      list={{ columns, data: rows, filter: filterStores, loading: stores.isPending }}
      labels={storeTexts}
      empty={<DataTableEmpty title={emptyStates.stores} />}
    />
  );
}
