import type { PortalItem } from '@lineup/contracts/portal';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PortalItemGallery } from '@/features/portal/components/portal-item-gallery';
import { PortalItemWindows } from '@/features/portal/components/portal-item-windows';
import { PortalSizeGrid } from '@/features/portal/components/portal-size-grid';
import { PortalStorePrice } from '@/features/portal/components/portal-store-price';
import { usePortal } from '@/features/portal/portal-context';
import { itemMsrp, itemStorePrice, storeTerms } from '@/features/portal/portal-msrp';
import { formatCalendarDate } from '@/lib/dates';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b py-2 text-sm last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium break-words">{value}</dd>
    </div>
  );
}

/** The facts of an item: model code, MSRP, expected ship date, franchise and gender, then its other attributes. */
function itemFacts(item: PortalItem): [string, string][] {
  const facts: [string, string | null][] = [
    [portalTexts.modelCode, item.modelCode],
    [portalTexts.msrp, itemMsrp(item.msrp)],
    [portalTexts.expectedShipDate, formatCalendarDate(item.expectedShipDate) ?? portalTexts.notSet],
    [portalTexts.franchise, item.franchise],
    [portalTexts.gender, item.gender],
  ];
  const shown = new Set(facts.map(([label]) => label.toLowerCase()));
  const attributes = Object.entries(item.attributes)
    .filter(([key]) => !shown.has(key.toLowerCase()))
    .map(([key, value]): [string, string] => [attributeLabel(key), value]);
  return [...facts, ...attributes].filter((fact): fact is [string, string] => Boolean(fact[1]));
}

/** 'comfort_level' → 'Comfort level': the line list's attribute keys are not for customers to read. */
function attributeLabel(key: string): string {
  const known = portalTexts.attributeLabels[key];
  if (known) return known;
  const words = key.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * /portal/catalogs/{lineListId}/items/{modelCode}: every image, size (SKU and size) and attribute of
 * one item (as the route's loader loaded it), the store's price, whether it ships too late for a
 * delivery window, and its size run to order.
 */
export function PortalItemPage({ lineListId, item }: { lineListId: number; item: PortalItem }) {
  const { store } = usePortal();
  const price = itemStorePrice(item.msrp, storeTerms(store, item.catalog));
  const title = portalTexts.itemTitle(item.silhouette, item.color);
  const catalogTitle = portalTexts.catalogTitle(
    item.catalog.brandName,
    portalTexts.typeLabels[item.catalog.lineListType],
  );
  return (
    <>
      <Link
        to="/portal/catalogs/$lineListId"
        params={{ lineListId: String(lineListId) }}
        search={(previous) => previous}
        className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {portalTexts.backToCatalog(catalogTitle)}
      </Link>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <PortalItemGallery key={item.modelCode} title={title} imageUrls={item.imageUrls} pictures={item.pictures} />
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
            {price ? <PortalStorePrice price={price} large /> : null}
          </div>
          <PortalItemWindows expectedShipDate={item.expectedShipDate} windows={item.catalog.deliveryWindows} />
          {item.skus.length > 0 ? <PortalSizeGrid key={item.modelCode} item={item} /> : null}
          <section aria-labelledby="portal-item-details">
            <h2 id="portal-item-details" className="mb-1 text-base font-semibold">
              {portalTexts.detailsTitle}
            </h2>
            <dl>
              {itemFacts(item).map(([label, value]) => (
                <Fact key={label} label={label} value={value} />
              ))}
            </dl>
          </section>
          <section aria-labelledby="portal-item-sizes">
            <h2 id="portal-item-sizes" className="mb-1 text-base font-semibold">
              {portalTexts.sizesTitle}
            </h2>
            <div className="rounded-md border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{portalTexts.sizeColumn}</TableHead>
                    <TableHead>{portalTexts.skuColumn}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {item.skus.map((sku) => (
                    <TableRow key={sku.sku}>
                      <TableCell>{sku.size}</TableCell>
                      <TableCell className="font-mono text-xs">{sku.sku}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
