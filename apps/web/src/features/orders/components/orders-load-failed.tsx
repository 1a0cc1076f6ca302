import { orderTexts } from '@lineup/contracts/texts/orders';
import { Button } from '@/components/ui/button';

/** A failed load on an orders screen: the server's message (else 'Failed to load orders') and Retry. */
export function OrdersLoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-center gap-3 rounded-md border border-destructive/40 p-4 text-sm">
      <span>{error.message || orderTexts.loadFailed}</span>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {orderTexts.retry}
      </Button>
    </div>
  );
}
