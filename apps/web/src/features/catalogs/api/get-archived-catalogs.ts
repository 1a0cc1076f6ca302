import type { CatalogOverview } from '@lineup/contracts/pim';
import { useQuery } from '@tanstack/react-query';
import { catalogsKeys } from '@/api/catalogs/catalogs-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/crocs/catalogs/archived: the archived catalogs, loaded when the toggle shows them. */
export function useArchivedCatalogs(enabled: boolean) {
  return useQuery({
    queryKey: catalogsKeys.list({ archived: true }),
    queryFn: ({ signal }) => apiGet<CatalogOverview[]>('pim', '/api/crocs/catalogs/archived', { signal }),
    enabled,
  });
}
