import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { addressOneLine, shipToTexts } from '@lineup/contracts/texts/ship-to';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSubmitPortalDraft } from '@/features/portal/api/submit-portal-draft';
import { PortalCartLine } from '@/features/portal/components/portal-cart-line';
import { PortalOrderingClosedNote } from '@/features/portal/components/portal-ordering-closed';
import type { CartShipTo } from '@/features/portal/components/portal-ship-to';
import { usePortal } from '@/features/portal/portal-context';
import { closedOnDeadline, formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/**
 * One draft of the cart (a catalog's order): its lines grouped by item and color, quantities
 * editable in place, lines removable, the total at wholesale and Submit, confirmed first, to the
 * cart's ship-to.
 */
export function PortalDraftCard({
  draft,
  shipTo,
  onSubmitted,
}: {
  draft: PortalDraft;
  /** Where it ships: without an address, Submit is off and points to the note saying why. */
  shipTo: CartShipTo;
  onSubmitted: (orderId: number) => void;
}) {
  const { access, store, reloadCart } = usePortal();
  const preview = Boolean(access.previewStoreId);
  const closedOn = closedOnDeadline(draft.deadline);
  const submit = useSubmitPortalDraft(access, store.id, reloadCart);
  const [confirming, setConfirming] = useState(false);
  // The sizes whose typed quantity is refused: submitting would order what the server holds for
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
  // A size removed since (Remove, or 0) no longer holds Submit back.
  const linesShown = new Set(draft.groups.flatMap((group) => group.sizes.map((line) => line.itemId)));
  const mustCorrect = [...refusedLines].some((itemId) => linesShown.has(itemId));
  const titleId = `portal-draft-${draft.id}`;
  const correctId = `${titleId}-correct`;
  const closedId = `${titleId}-closed`;
  const units = portalOrderTexts.units(draft.unitsCount);
  const total = formatMoney(draft.total);
  const shipToAddress = shipTo.address;
  const onConfirm = () =>
    shipToAddress &&
    submit.mutate(
      { orderId: draft.id, shipToAddressId: shipToAddress.id },
      {
        onSuccess: (order) => {
          setConfirming(false);
          onSubmitted(order.id);
        },
        onError: () => setConfirming(false),
      },
    );
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
      <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2">
        <p className="text-sm">
          <span className="text-muted-foreground">{portalOrderTexts.totalLabel}: </span>
          <span className="font-semibold tabular-nums" data-testid="portal-draft-total">
            {total}
          </span>
          <span className="text-muted-foreground"> · {units}</span>
        </p>
        <Button
          onClick={() => setConfirming(true)}
          disabled={preview || closedOn !== null || submit.isPending || mustCorrect || !shipToAddress}
          aria-describedby={closedOn ? closedId : !shipToAddress ? shipTo.noteId : mustCorrect ? correctId : undefined}
        >
          <Send aria-hidden="true" />
          {portalOrderTexts.submitOrder}
        </Button>
      </div>
      {mustCorrect ? (
        <p id={correctId} className="text-right text-xs text-destructive">
          {portalOrderTexts.correctQuantitiesFirst}
        </p>
      ) : null}
      {preview ? <p className="text-right text-xs text-muted-foreground">{portalOrderTexts.previewReadOnly}</p> : null}
      {submit.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {submit.error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
        pending={submit.isPending}
        title={portalOrderTexts.submitTitle(draft.brandName)}
        description={[
          portalOrderTexts.submitQuestion(units, total),
          shipToAddress ? shipToTexts.shipsTo(addressOneLine(shipToAddress)) : '',
        ].join(' ')}
        cancelLabel={portalOrderTexts.keepEditing}
        confirmLabel={portalOrderTexts.submitOrder}
      />
    </section>
  );
}
