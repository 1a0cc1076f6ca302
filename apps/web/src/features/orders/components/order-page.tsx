import type { OrderDetail } from '@lineup/contracts/orders-responses';
import type { ShipTo } from '@lineup/contracts/orders-ship-to';
import { orderCatalogTypeLabels } from '@lineup/contracts/shell-texts';
import { orderPageTexts, orderTexts } from '@lineup/contracts/texts/orders';
import { addressLines, shipToTexts } from '@lineup/contracts/texts/ship-to';
import { Link } from '@tanstack/react-router';
import type * as React from 'react';
import { OrderStatusBadge } from '@/components/order-status/order-status-badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderCheckoutDetails } from '@/features/orders/components/order-checkout-details';
import { OrderLinesTable } from '@/features/orders/components/order-lines-table';
import { OrderFacts, OrderSection } from '@/features/orders/components/order-section';
import { OrderStatusActions } from '@/features/orders/components/order-status-actions';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import { OrdersLoadFailed } from '@/features/orders/components/orders-load-failed';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';

const t = orderPageTexts;

/** An address line by line, or `missing` when there is none. */
function AddressLines({ address, missing }: { address: ShipTo | undefined | null; missing: string }) {
  if (!address) return <p className="text-muted-foreground">{missing}</p>;
  return (
    <address className="not-italic">
      {addressLines(address).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </address>
  );
}

/** The store's main contact: the name, then the address to write to, whole on one line (shortened, whole on hover). */
function OrderContactLines({ contact }: { contact: NonNullable<OrderDetail['contact']> }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span>{[contact.firstName, contact.lastName].filter(Boolean).join(' ')}</span>
      <a href={`mailto:${contact.email}`} title={contact.email} className="truncate underline-offset-4 hover:underline">
        {contact.email}
      </a>
    </span>
  );
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const billing = order.addresses.find((candidate) => candidate.type === 'billing');
  const details: [string, React.ReactNode][] = [
    [t.organization, order.organizationName],
    [t.store, order.storeName],
    [t.storeType, order.storeType === 'multi-brand' ? orderTexts.multibrand : orderTexts.monobrand],
    [t.brand, order.brandName],
    [t.lineList, order.lineListName],
    [t.catalogType, orderCatalogTypeLabels[order.catalogType]],
    [t.contact, order.contact ? <OrderContactLines key="contact" contact={order.contact} /> : t.noContact],
  ];
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
      <OrderSection title={t.store}>
        <OrderFacts facts={details} />
      </OrderSection>
      <OrderSection title={t.billingAddress}>
        <div className="text-sm">
          <AddressLines address={billing} missing={t.addressNotSet} />
        </div>
      </OrderSection>
      <OrderSection title={shipToTexts.title}>
        <div className="text-sm" data-testid="order-ship-to">
          <AddressLines address={order.shipTo} missing={shipToTexts.notRecorded} />
        </div>
      </OrderSection>
      <OrderCheckoutDetails order={order} />
    </div>
  );
}

/**
 * /home/orders/{orderId}: lines and totals, store, billing address, ship-to and the checkout's
 * fields, timeline and next steps.
 */
export function OrderPage({ orderId }: { orderId: number }) {
  const query = useOrder(orderId);
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <div className="flex flex-col items-start gap-3">
        <PageHeader className="mb-0" title={t.notFound} />
        <Button asChild variant="outline">
          <Link to="/home/orders/all">{t.back}</Link>
        </Button>
      </div>
    );
  }
  if (query.isError) {
    return <OrdersLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  const order = query.data;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        className="mb-2"
        title={
          <span className="flex items-center gap-3">
            {t.title(order.id)}
            <OrderStatusBadge status={order.status} />
          </span>
        }
        description={order.submittedAt ? t.placedOn(formatDate(order.submittedAt) ?? '') : undefined}
        actions={<OrderStatusActions order={order} />}
      />
      <OrderDetails order={order} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <OrderSection title={t.lines}>
          <OrderLinesTable order={order} />
        </OrderSection>
        <OrderSection title={t.timeline}>
          <OrderTimeline timeline={order.timeline} />
        </OrderSection>
      </div>
    </div>
  );
}
