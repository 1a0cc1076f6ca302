import { orderTexts } from '@lineup/contracts/texts/orders';
import { Download, ListFilter, Plus } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

export type OrdersAction = 'newOrder' | 'downloadForms' | 'filters';

const actionIcons: Record<OrdersAction, React.ComponentType> = {
  newOrder: Plus,
  downloadForms: Download,
  filters: ListFilter,
};

/**
 * An inert button of the order screens: shown, but disabled, since the
 * spec gives it no behaviour.
 */
export function OrdersInertButton({ action, variant }: { action: OrdersAction; variant?: 'default' | 'outline' }) {
  const Icon = actionIcons[action];
  return (
    <Button type="button" variant={variant ?? (action === 'newOrder' ? 'default' : 'outline')} disabled>
      <Icon />
      {orderTexts[action]}
    </Button>
  );
}

/** The heading of an order screen, marked as sample data, with its inert buttons. */
export function OrdersPageHeader({ title, actions = [] }: { title: React.ReactNode; actions?: OrdersAction[] }) {
  return (
    <PageHeader
      title={title}
      className="mb-2"
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant="warning">{orderTexts.sampleData}</Badge>
          <span>{orderTexts.sampleDataHint}</span>
        </span>
      }
      actions={
        actions.length > 0 ? actions.map((action) => <OrdersInertButton key={action} action={action} />) : undefined
      }
    />
  );
}
