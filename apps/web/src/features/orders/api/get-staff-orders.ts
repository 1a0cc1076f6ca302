import type { Pagination } from '@lineup/contracts/envelope';
import { type StaffOrderRow, staffOrderRowSchema } from '@lineup/contracts/orders-responses';
import type { StaffOrdersFilters } from '@lineup/contracts/orders-staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { apiRequest } from '@/lib/api-client';

/** The answer's contract, checked in development (lib/api-client.ts). */
const staffOrdersAnswer = z.array(staffOrderRowSchema);

/** One page of the staff lists: its rows and the pagination (total) the server counted. */
export type StaffOrdersPage = { rows: StaffOrderRow[]; pagination: Pagination };

/** GET {pimUrl}/api/orders/staff: submitted orders newest first, filtered, one page. */
export async function getStaffOrders(filters: StaffOrdersFilters, signal?: AbortSignal): Promise<StaffOrdersPage> {
  const envelope = await apiRequest<StaffOrderRow[]>('pim', '/api/orders/staff', {
    query: { ...filters },
    signal,
    schema: staffOrdersAnswer,
  });
  return {
    rows: envelope.data,
    pagination: envelope.pagination ?? { page: 1, pageSize: envelope.data.length, total: envelope.data.length },
  };
}

export function staffOrdersQueryOptions(filters: StaffOrdersFilters) {
  return queryOptions({
    queryKey: ordersKeys.list(filters),
    queryFn: ({ signal }) => getStaffOrders(filters, signal),
  });
}

/** The page keeps showing the previous rows while the next page or filter loads. */
export function useStaffOrders(filters: StaffOrdersFilters) {
  return useQuery({ ...staffOrdersQueryOptions(filters), placeholderData: keepPreviousData });
}
