import type { LineList, LineListStatus } from '@lineup/contracts/pim';
import { lineListSchema } from '@lineup/contracts/pim-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { lineListsKeys } from '@/api/line-lists/line-lists-keys';
import { apiGet } from '@/lib/api-client';

/** The answer's contract, checked in development (lib/api-client.ts). */
const lineListsAnswer = z.array(lineListSchema);

export type LineListsFilters = { brandId?: number; lineListId?: number; status?: LineListStatus[] };

/** GET {pimUrl}/api/line-lists: without a status, every line list but staged ones. */
export function getLineLists(filters: LineListsFilters, signal?: AbortSignal): Promise<LineList[]> {
  return apiGet<LineList[]>('pim', '/api/line-lists', {
    query: { brandId: filters.brandId, lineListId: filters.lineListId, status: filters.status?.join(',') },
    signal,
    schema: lineListsAnswer,
  });
}

export function lineListsQueryOptions(filters: LineListsFilters) {
  return queryOptions({
    queryKey: lineListsKeys.list(filters),
    queryFn: ({ signal }) => getLineLists(filters, signal),
  });
}

export function useLineLists(filters: LineListsFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...lineListsQueryOptions(filters), enabled: options.enabled ?? true });
}
