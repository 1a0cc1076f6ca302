import type { PortalOrder } from '@lineup/contracts/portal-orders';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { addressLines, shipToTexts } from '@lineup/contracts/texts/ship-to';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CircleCheck, RotateCcw } from 'lucide-react';
import { OrderStatusBadge } from '@/components/order-status/order-status-badge';
import { Button } from '@/components/ui/button';
import { portalOrderQueryOptions } from '@/features/portal/api/get-portal-order';
import { useReorderPortalOrder } from '@/features/portal/api/reorder-portal-order';
import { PortalCheckoutFacts } from '@/features/portal/components/portal-checkout-facts';
import { PortalOrderLines } from '@/features/portal/components/portal-order-lines';
import { usePortal } from '@/features/portal/portal-context';
import { formatDateTime } from '@/lib/date-times';
import { closedOnDeadline, formatDate } from '@/lib/dates';
import { getQueryClient } from '@/lib/query-client';

/**
 * /portal/orders/{orderId}: one order of the store, its lines and totals, where it ships, its
 * checkout (delivery window, PO number, requested dates, notes), its statuses so far, and Reorder.
 */
export function PortalOrderPage({ orderId }: { orderId: number }) {
  const { access, store } = usePortal();
  // The route's loader has loaded the order.
  const { data: order } = useSuspenseQuery(portalOrderQueryOptions(access, store.id, orderId), getQueryClient());
  return (
    <>
      <Link
        to="/portal/orders"
        className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {portalOrderTexts.backToOrders}
      </Link>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight">{portalOrderTexts.orderPageTitle(order.id)}</h1>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {portalOrderTexts.orderSummary(order.brandName, order.lineListName)}
            {order.submittedAt ? ` · ${portalOrderTexts.submittedOn(formatDate(order.submittedAt) ?? '')}` : null}
          </p>
        </div>
        <Reorder order={order} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <PortalOrderLines
          id="portal-order-lines"
          groups={order.groups}
          total={order.total}
          unitsCount={order.unitsCount}
        />
        <div className="flex flex-col gap-6">
          <section aria-labelledby="portal-order-ship-to" className="flex flex-col gap-2">
            <h2 id="portal-order-ship-to" className="text-base font-semibold">
              {shipToTexts.title}
            </h2>
            {order.shipTo ? (
              <address className="not-italic text-sm">
                {addressLines(order.shipTo).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </address>
            ) : (
              <p className="text-sm text-muted-foreground">{shipToTexts.notRecorded}</p>
            )}
          </section>
          <section aria-labelledby="portal-order-checkout" className="flex flex-col gap-1">
            <h2 id="portal-order-checkout" className="text-base font-semibold">
              {portalOrderTexts.checkoutTitle}
            </h2>
            <PortalCheckoutFacts checkout={order} />
          </section>
          <section aria-labelledby="portal-order-timeline" className="flex flex-col gap-2">
            <h2 id="portal-order-timeline" className="text-base font-semibold">
              {portalOrderTexts.timelineTitle}
            </h2>
            <ol className="flex flex-col gap-3">
              {order.timeline.map((event) => (
                <li key={`${event.status}:${event.at}`} className="flex flex-col border-l-2 pl-3">
                  <span className="font-medium">{orderTexts.statuses[event.status]}</span>
                  <span className="text-xs text-muted-foreground">{formatDateTime(event.at)}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}

/**
 * Reorder: the order's lines into a new draft; the page says so, or why not (a draft already
 * open, say). Off, saying why, once the catalog is past its deadline for orders.
 */
function Reorder({ order }: { order: PortalOrder }) {
  const { access, store, reloadCart } = usePortal();
  const preview = Boolean(access.previewStoreId);
  const reorder = useReorderPortalOrder(access, store.id, reloadCart);
  const closedOn = closedOnDeadline(order.deadline);
  return (
    <div className="flex max-w-sm flex-col items-end gap-2 text-right">
      <Button
        variant="outline"
        disabled={preview || closedOn !== null || reorder.isPending}
        title={portalOrderTexts.reorderHint}
        onClick={() => reorder.mutate(order.id)}
      >
        <RotateCcw aria-hidden="true" />
        {portalOrderTexts.reorder}
      </Button>
      {preview ? <p className="text-xs text-muted-foreground">{portalOrderTexts.previewReadOnly}</p> : null}
      {closedOn && !preview ? (
        <p className="text-xs text-muted-foreground">{portalOrderTexts.reorderClosed(closedOn)}</p>
      ) : null}
      {reorder.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {reorder.error.message}
        </p>
      ) : null}
      {reorder.isSuccess ? (
        <p role="status" className="flex flex-wrap items-center justify-end gap-2 text-sm">
          <CircleCheck className="size-4 text-emerald-600" aria-hidden="true" />
          {portalOrderTexts.reordered}
          <Link to="/portal/cart" className="font-medium underline underline-offset-4">
            {portalOrderTexts.viewCart}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
