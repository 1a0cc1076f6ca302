import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PortalCartLine } from '@/features/portal/components/portal-cart-line';
import { draftRuleBreaks, PortalDraftRules } from '@/features/portal/components/portal-draft-rules';
import { PortalOrderingClosedNote } from '@/features/portal/components/portal-ordering-closed';
import { usePortal } from '@/features/portal/portal-context';
import { closedOnDeadline, formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/**
 * One draft of the cart (a catalog's order): its lines grouped by item and color, quantities
 * editable in place, lines removable, what it misses of the brand's order rules, the total at
 * wholesale and Check out (the checkout page takes the ship-to, window, PO, dates and notes).
 */
export function PortalDraftCard({ draft }: { draft: PortalDraft }) {
  const { access } = usePortal();
  const preview = Boolean(access.previewStoreId);
  const closedOn = closedOnDeadline(draft.deadline);
  const breaks = draftRuleBreaks(draft);
  // The sizes whose typed quantity is refused: checking out would order what the server holds for
  // them, not what their fields show.
  const [refusedLines, setRefusedLines] = useState<ReadonlySet<number>>(new Set());
  const onLineProblem = (itemId: number, refused: boolean) =>
    setRefusedLines((lines) => {
      if (lines.has(itemId) === refused) return lines;
      const next = new Set(lines);
      if (refused) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  // A size removed since (Remove, or 0) no longer holds Check out back.
  const linesShown = new Set(draft.groups.flatMap((group) => group.sizes.map((line) => line.itemId)));
  const mustCorrect = [...refusedLines].some((itemId) => linesShown.has(itemId));
  const titleId = `portal-draft-${draft.id}`;
  const correctId = `${titleId}-correct`;
  const closedId = `${titleId}-closed`;
  const rulesId = `${titleId}-rules`;
  const broken = breaks.length > 0;
  const off = preview || closedOn !== null || mustCorrect || broken;
  const why = closedOn ? closedId : mustCorrect ? correctId : broken ? rulesId : undefined;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border bg-background p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {portalOrderTexts.draftTitle(draft.brandName, draft.lineListName)}
        </h2>
        <span className="text-xs text-muted-foreground">
          {portalOrderTexts.draftUpdated(formatDate(draft.updatedAt) ?? '')}
        </span>
      </div>
      {closedOn ? (
        <PortalOrderingClosedNote id={closedId}>
          {portalOrderTexts.orderingClosedDraft(closedOn)}
        </PortalOrderingClosedNote>
      ) : null}
      <div className="overflow-x-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{portalOrderTexts.itemColumn}</TableHead>
              <TableHead className="hidden sm:table-cell">{portalOrderTexts.colorColumn}</TableHead>
              <TableHead>{portalOrderTexts.sizeColumn}</TableHead>
              <TableHead>{portalOrderTexts.quantityColumn}</TableHead>
              <TableHead className="hidden text-right sm:table-cell">{portalOrderTexts.unitPriceColumn}</TableHead>
              <TableHead className="hidden text-right md:table-cell">{portalOrderTexts.msrpColumn}</TableHead>
              <TableHead className="hidden text-right md:table-cell">{portalOrderTexts.marginColumn}</TableHead>
              <TableHead className="text-right">{portalOrderTexts.totalColumn}</TableHead>
              <TableHead>
                <span className="sr-only">{portalOrderTexts.removeColumn}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {draft.groups.flatMap((group) =>
              group.sizes.map((line, index) => (
                <PortalCartLine
                  key={line.itemId}
                  orderId={draft.id}
                  group={group}
                  line={line}
                  first={index === 0}
                  quantityDisabled={preview || closedOn !== null}
                  removeDisabled={preview}
                  onProblem={onLineProblem}
                />
              )),
            )}
          </TableBody>
        </Table>
      </div>
      <PortalDraftRules id={rulesId} breaks={breaks} />
      <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2">
        <p className="text-sm">
          <span className="text-muted-foreground">{portalOrderTexts.totalLabel}: </span>
          <span className="font-semibold tabular-nums" data-testid="portal-draft-total">
            {formatMoney(draft.total)}
          </span>
          <span className="text-muted-foreground"> · {portalOrderTexts.units(draft.unitsCount)}</span>
        </p>
        {off ? (
          <Button disabled aria-describedby={why}>
            <ShoppingBag aria-hidden="true" />
            {portalOrderTexts.checkOut}
          </Button>
        ) : (
          <Button asChild>
            <Link to="/portal/cart/$orderId/checkout" params={{ orderId: String(draft.id) }}>
              <ShoppingBag aria-hidden="true" />
              {portalOrderTexts.checkOut}
            </Link>
          </Button>
        )}
      </div>
      {mustCorrect ? (
        <p id={correctId} className="text-right text-xs text-destructive">
          {portalOrderTexts.correctQuantitiesFirst}
        </p>
      ) : null}
      {preview ? <p className="text-right text-xs text-muted-foreground">{portalOrderTexts.previewReadOnly}</p> : null}
    </section>
  );
}
