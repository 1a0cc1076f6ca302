import { SUBMITTED_ORDER_STATUSES, type SubmittedOrderStatus } from '@lineup/contracts/order-statuses';
import { searchChoice, searchPage, searchQuery } from '@/lib/search-params';

/** An order list's address: its search box, its page and its status filter (?q=&page=2&status=shipped). */
export type OrdersListSearch = { q?: string; page?: number; status?: SubmittedOrderStatus };

export function ordersListSearch(search: Record<string, unknown>): OrdersListSearch {
  return {
    q: searchQuery(search.q),
    page: searchPage(search.page),
    status: searchChoice(search.status, SUBMITTED_ORDER_STATUSES),
  };
}
