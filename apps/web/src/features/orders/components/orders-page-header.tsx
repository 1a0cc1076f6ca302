import { orderTexts } from '@lineup/contracts/texts/orders';
import { Plus } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { OrdersNewOrderDialog } from '@/features/orders/components/orders-new-order-dialog';

/** New Order: shown on the order lists; staff place a store's order in its dialog. */
export function OrdersNewOrderButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <Plus />
        {orderTexts.newOrder}
      </Button>
      <OrdersNewOrderDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The heading of an order screen with its actions. */
export function OrdersPageHeader({ title, actions }: { title: React.ReactNode; actions?: React.ReactNode }) {
  return <PageHeader title={title} className="mb-2" actions={actions} />;
}
