import type { LineList, LineListStatus } from '@lineup/contracts/pim';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

const lineListsKeys = createQueryKeys('line-lists');

/** A published line list cannot be updated (the server refuses it); staged ones are not offered. */
const UPDATABLE: LineListStatus[] = ['saved', 'sorting-pending', 'sorting-completed'];

/** GET {pimUrl}/api/line-lists?brandId&status (spec point 7): the update mode's choices, one brand's only. */
export function getUpdatableLineLists(brandId: number, signal?: AbortSignal): Promise<LineList[]> {
  return apiGet<LineList[]>('pim', '/api/line-lists', { query: { brandId, status: UPDATABLE.join(',') }, signal });
}

export function updatableLineListsQueryOptions(brandId: number) {
  return queryOptions({
    queryKey: lineListsKeys.list({ brandId, status: UPDATABLE }),
    queryFn: ({ signal }) => getUpdatableLineLists(brandId, signal),
  });
}

export function useUpdatableLineLists(brandId: number | null) {
  return useQuery({ ...updatableLineListsQueryOptions(brandId ?? 0), enabled: brandId !== null });
}
