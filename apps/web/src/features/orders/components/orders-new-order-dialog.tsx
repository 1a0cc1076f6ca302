import { newOrderTexts } from '@lineup/contracts/texts/new-order';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { usePlaceOrder } from '@/features/orders/api/place-order';
import { NewOrderForm } from '@/features/orders/components/orders-new-order-form';

/**
 * New Order: staff choose a store, a catalog it sees, and items with a quantity per size; Place
 * order submits the order at once (Pending) and opens its page. The store's cart is not touched.
 * The form lives inside the dialog's content, so closing the dialog starts the next one afresh;
 * it cannot close while the order is being placed.
 */
export function OrdersNewOrderDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const placing = usePlaceOrder();
  const navigate = useNavigate();
  // Items chosen and not placed: closing (Cancel, Escape, the overlay, ×) asks before they are lost.
  const [hasItems, setHasItems] = useState(false);
  const [askingDiscard, setAskingDiscard] = useState(false);
  const close = () => {
    setHasItems(false);
    setAskingDiscard(false);
    onOpenChange(false);
  };
  const changeOpen = (next: boolean) => {
    if (placing.isPending) return;
    if (next) onOpenChange(true);
    else if (hasItems) setAskingDiscard(true);
    else close();
  };
  const onPlaced = (orderId: number) => {
    close();
    void navigate({ to: '/home/orders/$orderId', params: { orderId: String(orderId) } });
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={newOrderTexts.close} className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <NewOrderForm
          placing={placing}
          onPlaced={onPlaced}
          onCancel={() => changeOpen(false)}
          onHasItems={setHasItems}
        />
      </DialogContent>
      <ConfirmDialog
        open={askingDiscard}
        onClose={() => setAskingDiscard(false)}
        onConfirm={close}
        title={newOrderTexts.discardTitle}
        description={newOrderTexts.discardQuestion}
        cancelLabel={newOrderTexts.keepEditing}
        confirmLabel={newOrderTexts.discard}
        destructive
      />
    </Dialog>
  );
}
