import { orderTexts } from '@lineup/contracts/texts/orders';
import { Plus } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/**
 * New Order: shown on the order lists, disabled: stores place their orders through the customer
 * portal, and staff ordering for a store is not built yet (its title says so).
 */
export function OrdersNewOrderButton() {
  return (
    <span title={orderTexts.newOrderSoon}>
      <Button type="button" disabled>
        <Plus />
        {orderTexts.newOrder}
      </Button>
    </span>
  );
}

/** The heading of an order screen with its actions. */
export function OrdersPageHeader({ title, actions }: { title: React.ReactNode; actions?: React.ReactNode }) {
  return <PageHeader title={title} className="mb-2" actions={actions} />;
}
