import { portalTexts } from '@lineup/contracts/texts/portal';
import type { StorePrice } from '@/features/portal/portal-msrp';
import { cn } from '@/lib/utils';

/**
 * An item's price as a buyer reads it: the store's wholesale price first, then the MSRP and the
 * margin the store makes selling at MSRP. `large` on the item page, small on the catalog's cards.
 */
export function PortalStorePrice({
  price,
  large = false,
  className,
}: {
  price: StorePrice;
  large?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col', className)} data-testid="portal-store-price">
      <p className={large ? 'text-xl' : 'text-sm'}>
        <span className={cn('text-muted-foreground', large ? 'text-sm' : 'text-xs')}>{portalTexts.yourPrice} </span>
        <span className="font-semibold tabular-nums">{price.price}</span>
      </p>
      <p className={cn('text-muted-foreground tabular-nums', large ? 'text-sm' : 'text-xs')}>
        {portalTexts.msrpAndMargin(price.msrp, price.margin)}
      </p>
    </div>
  );
}
