import type { PortalItem } from '@lineup/contracts/portal';
import { DEFAULT_STOCK_DISPLAY, stockLabel } from '@lineup/contracts/stock';
import { sizeRunTexts } from '@lineup/contracts/texts/orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { CircleCheck, ShoppingCart } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { SizeRunGrid } from '@/components/size-run-grid/size-run-grid';
import { Button } from '@/components/ui/button';
import { useAddToPortalCart } from '@/features/portal/api/add-to-portal-cart';
import { PortalOrderingClosedNote } from '@/features/portal/components/portal-ordering-closed';
import { hasRules, PortalStyleRules, styleUnitsInCart } from '@/features/portal/components/portal-style-rules';
import { usePortal } from '@/features/portal/portal-context';
import { closedOnDeadline } from '@/lib/dates';
import { readSizeRun, unitsOf } from '@/lib/order-quantities';

type Outcome = { kind: 'added'; units: number; catalog: string } | { kind: 'problem'; message: string } | null;

/**
 * The item's size run: one quantity per size (SKU) in a row, as a buyer's spreadsheet has them.
 * A row pasted into a cell (tab- or comma-separated) fills the sizes from that cell on. Add to
 * order puts the quantities into the store's draft of this catalog and says so in place.
 */
export function PortalSizeGrid({ item }: { item: PortalItem }) {
  const { access, store, cart, reloadCart } = usePortal();
  const rulesId = useId();
  const preview = Boolean(access.previewStoreId);
  const closedOn = closedOnDeadline(item.catalog.deadline);
  const off = preview || closedOn !== null;
  const add = useAddToPortalCart(access, store.id, reloadCart);
  const [values, setValues] = useState<string[]>(() => item.skus.map(() => ''));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [invalid, setInvalid] = useState<number | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const units = unitsOf(values);
  // An at-once catalog's sizes say what is left to sell, as the brand shows it; pre-book ones say nothing.
  const stockNotes = item.skus.map((sku) =>
    stockLabel(sku.available ?? null, item.stockDisplay ?? DEFAULT_STOCK_DISPLAY),
  );
  const cartUnits = 'drafts' in cart ? styleUnitsInCart(cart.drafts, item.catalog.lineListId, item.modelCode) : 0;

  const change = (next: string[]) => {
    setValues(next);
    setInvalid(null);
    setOutcome(null);
  };
  const onPastedPastLastSize = (leftOut: number) => {
    if (leftOut > 0)
      setOutcome({ kind: 'problem', message: sizeRunTexts.pastLastSize(leftOut, item.skus.at(-1)?.size ?? '') });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readSizeRun(item.skus, values);
    if ('problem' in read) {
      setInvalid(read.index);
      setOutcome({ kind: 'problem', message: read.problem });
      inputs.current[read.index]?.focus();
      return;
    }
    if (read.items.length === 0) {
      setOutcome({ kind: 'problem', message: portalOrderTexts.noQuantities });
      return;
    }
    const addedUnits = read.items.reduce((sum, line) => sum + line.quantity, 0);
    add.mutate(
      { lineListId: item.catalog.lineListId, items: read.items },
      {
        onSuccess: (draft) => {
          setValues(item.skus.map(() => ''));
          setOutcome({ kind: 'added', units: addedUnits, catalog: draft.lineListName });
        },
        onError: (error) => setOutcome({ kind: 'problem', message: error.message }),
      },
    );
  };

  return (
    <section aria-labelledby="portal-item-order" className="flex flex-col gap-3 rounded-lg border bg-background p-4">
      <div className="flex flex-col gap-1">
        <h2 id="portal-item-order" className="text-base font-semibold">
          {portalOrderTexts.orderTitle}
        </h2>
        {closedOn && !preview ? (
          <PortalOrderingClosedNote>{portalOrderTexts.orderingClosed(closedOn)}</PortalOrderingClosedNote>
        ) : (
          <p className="text-sm text-muted-foreground">
            {preview ? portalOrderTexts.previewReadOnly : portalOrderTexts.orderHint}
          </p>
        )}
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        {/* Every size in sight: the run wraps onto more lines rather than scrolling out of view. */}
        <fieldset className="grid min-w-0 grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-x-2 gap-y-3">
          <legend className="sr-only">{portalOrderTexts.quantityRow}</legend>
          <SizeRunGrid
            skus={item.skus}
            values={values}
            invalidIndex={invalid}
            disabled={off}
            quantityLabel={portalOrderTexts.quantityLabel}
            onChange={change}
            onPastedPastLastSize={onPastedPastLastSize}
            inputRef={(index, element) => {
              inputs.current[index] = element;
            }}
            // The size cells are described by the style's rule hints: typing a quantity reads what is missing.
            describedBy={hasRules(item.catalog.orderRules) ? rulesId : undefined}
            sizeNotes={stockNotes}
          />
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={off || add.isPending}>
            <ShoppingCart aria-hidden="true" />
            {add.isPending ? portalOrderTexts.adding : portalOrderTexts.addToOrder}
          </Button>
          <span className="text-sm text-muted-foreground tabular-nums">{portalOrderTexts.gridUnits(units)}</span>
        </div>
        <PortalStyleRules
          id={rulesId}
          rules={item.catalog.orderRules}
          modelCode={item.modelCode}
          typedUnits={units}
          cartUnits={cartUnits}
        />
        <GridOutcome outcome={outcome} />
      </form>
    </section>
  );
}

function GridOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome?.kind === 'problem') {
    return (
      <p role="alert" className="text-sm text-destructive">
        {outcome.message}
      </p>
    );
  }
  return (
    <p role="status" className="flex min-h-5 flex-wrap items-center gap-x-2 text-sm">
      {outcome?.kind === 'added' ? (
        <>
          <CircleCheck className="size-4 text-emerald-600" aria-hidden="true" />
          {portalOrderTexts.added(outcome.units, outcome.catalog)}
          <Link to="/portal/cart" className="font-medium underline underline-offset-4">
            {portalOrderTexts.viewCart}
          </Link>
        </>
      ) : null}
    </p>
  );
}
