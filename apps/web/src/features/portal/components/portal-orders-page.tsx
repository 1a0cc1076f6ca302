import type { PortalOrderRow } from '@lineup/contracts/portal-orders';
import { portalOrderTexts, portalTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { ClipboardList } from 'lucide-react';
import { OrderStatusBadge } from '@/components/order-status/order-status-badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePortalOrders } from '@/features/portal/api/get-portal-orders';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { PortalLoadFailed } from '@/features/portal/components/portal-errors';
import { usePortal } from '@/features/portal/portal-context';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** /portal/orders: the chosen store's submitted orders with their statuses and dates, a page at a time. */
export function PortalOrdersPage({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { access, store } = usePortal();
  const orders = usePortalOrders(access, store.id, page);
  return (
    <>
      <PageHeader title={portalOrderTexts.ordersTitle} description={portalOrderTexts.ordersDescription(store.name)} />
      {orders.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">{portalTexts.loading}</span>
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : orders.isError ? (
        <PortalLoadFailed error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.pagination.total === 0 ? (
        <PortalEmptyState
          icon={ClipboardList}
          title={portalOrderTexts.noOrdersTitle}
          description={portalOrderTexts.noOrdersDescription}
        />
      ) : (
        <>
          <OrdersTable rows={orders.data.orders} />
          <Pager
            page={orders.data.pagination.page}
            pages={Math.max(1, Math.ceil(orders.data.pagination.total / orders.data.pagination.pageSize))}
            onPageChange={onPageChange}
          />
        </>
      )}
    </>
  );
}

/** The store's submitted orders; on a phone, the number, date, status and total (the order's page has the rest). */
function OrdersTable({ rows }: { rows: PortalOrderRow[] }) {
  return (
    <div className="overflow-x-auto rounded-md border bg-background">
      <Table aria-label={portalOrderTexts.ordersTitle}>
        <TableHeader>
          <TableRow>
            <TableHead>{portalOrderTexts.orderColumn}</TableHead>
            <TableHead>{portalOrderTexts.submittedColumn}</TableHead>
            <TableHead className="hidden sm:table-cell">{portalOrderTexts.brandColumn}</TableHead>
            <TableHead className="hidden sm:table-cell">{portalOrderTexts.catalogColumn}</TableHead>
            <TableHead>{portalOrderTexts.statusColumn}</TableHead>
            <TableHead className="hidden sm:table-cell">{portalOrderTexts.updatedColumn}</TableHead>
            <TableHead className="hidden text-right sm:table-cell">{portalOrderTexts.unitsColumn}</TableHead>
            <TableHead className="text-right">{portalOrderTexts.totalColumn}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <Link
                  to="/portal/orders/$orderId"
                  params={{ orderId: String(row.id) }}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {portalOrderTexts.orderNumber(row.id)}
                </Link>
              </TableCell>
              <TableCell>{formatDate(row.submittedAt)}</TableCell>
              <TableCell className="hidden sm:table-cell">{row.brandName}</TableCell>
              <TableCell className="hidden sm:table-cell">{row.lineListName}</TableCell>
              <TableCell>
                <OrderStatusBadge status={row.status} />
              </TableCell>
              <TableCell className="hidden sm:table-cell">{formatDate(row.updatedAt)}</TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {row.unitsCount.toLocaleString('en-US')}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(row.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function Pager({ page, pages, onPageChange }: { page: number; pages: number; onPageChange: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="mt-4 flex items-center justify-end gap-3 text-sm" aria-label={portalOrderTexts.ordersTitle}>
      <span className="text-muted-foreground">{portalOrderTexts.pageOf(page, pages)}</span>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {portalOrderTexts.previous}
      </Button>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {portalOrderTexts.next}
      </Button>
    </nav>
  );
}
