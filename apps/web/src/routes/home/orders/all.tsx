import { shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { lineListsQueryOptions } from '@/api/line-lists/get-line-lists';
import { OrdersAllPage } from '@/features/orders/components/orders-all-page';
import { type OrdersListSearch, ordersListSearch } from '@/features/orders/orders-search';
import { getQueryClient } from '@/lib/query-client';
import { searchText } from '@/lib/search-params';

/** ?lineListId=12: a catalog card's View Orders, the orders of that line list. */
function lineListIdOf(search: Record<string, unknown>): number | undefined {
  const text = searchText(search.lineListId);
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}

export const Route = createFileRoute('/home/orders/all')({
  validateSearch: (search: Record<string, unknown>): OrdersListSearch & { lineListId?: number } => ({
    ...ordersListSearch(search),
    lineListId: lineListIdOf(search),
  }),
  loaderDeps: ({ search }) => ({ lineListId: search.lineListId }),
  // The line list's name for the heading; a list that fails to load leaves the plain heading.
  loader: async ({ deps }) => {
    if (!deps.lineListId) return { lineListName: null };
    const lists = await getQueryClient()
      .ensureQueryData(lineListsQueryOptions({ lineListId: deps.lineListId }))
      .catch(() => []);
    return { lineListName: lists[0]?.name ?? null };
  },
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.orders, to: '/home/orders' },
      { label: shellTexts.allOrders },
    ],
  },
  component: OrdersAllRoute,
});

function OrdersAllRoute() {
  const { lineListId } = Route.useSearch();
  const { lineListName } = Route.useLoaderData();
  return <OrdersAllPage lineList={lineListId ? { id: lineListId, name: lineListName } : undefined} />;
}
