import type { PortalItemSummary } from '@lineup/contracts/portal';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { ProductImage } from '@/components/product-image/product-image';
import { PortalStorePrice } from '@/features/portal/components/portal-store-price';
import { itemStorePrice, type StoreTerms } from '@/features/portal/portal-msrp';

/**
 * One item of a catalog's grid: image (or placeholder), 'silhouette - color', model code, sizes,
 * the store's price with the MSRP and margin; opens the item. The grid says how wide the image shows and whether it is in the first row
 * (loaded at once: it is the page's largest paint) or further down (loaded as it nears the view).
 */
export function PortalItemCard({
  item,
  lineListId,
  terms,
  sizes,
  eager = false,
}: {
  item: PortalItemSummary;
  lineListId: number;
  terms: StoreTerms;
  sizes?: string;
  eager?: boolean;
}) {
  const title = portalTexts.itemTitle(item.silhouette, item.color);
  const price = itemStorePrice(item.msrp, terms);
  return (
    <Link
      to="/portal/catalogs/$lineListId/items/$modelCode"
      params={{ lineListId: String(lineListId), modelCode: item.modelCode }}
      search={(previous) => previous}
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xs outline-none transition-colors hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ProductImage
        picture={item.picture}
        src={item.imageUrl}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        alt=""
        placeholder={portalTexts.noImage}
        className="aspect-square w-full border-b"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="line-clamp-2 text-sm font-medium leading-snug" title={title}>
          {title}
        </p>
        <p className="truncate font-mono text-xs text-muted-foreground">{item.modelCode}</p>
        <p className="truncate text-xs text-muted-foreground" title={portalTexts.sizes(item.sizes)}>
          {portalTexts.sizes(item.sizes)}
        </p>
        {price ? <PortalStorePrice price={price} className="mt-auto pt-1" /> : null}
      </div>
    </Link>
  );
}
