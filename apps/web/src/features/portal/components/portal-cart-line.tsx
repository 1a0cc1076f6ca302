import { orderMessages } from '@lineup/contracts/order-messages';
import type { OrderLineGroup } from '@lineup/contracts/orders-responses';
import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ProductThumbnail } from '@/components/product-image/product-thumbnail';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TableCell, TableRow } from '@/components/ui/table';
import { useChangePortalCartLine, useRemovePortalCartLine } from '@/features/portal/api/change-portal-cart-line';
import { cartWithDraft } from '@/features/portal/portal-cart';
import { usePortal } from '@/features/portal/portal-context';
import { lineMargin } from '@/features/portal/portal-msrp';
import { formatMoney, formatMsrp } from '@/lib/money';
import { readQuantity } from '@/lib/order-quantities';

type SizeLine = OrderLineGroup['sizes'][number];

/**
 * One size of a draft: its quantity, changed in place (saved on Enter or leaving the field; 0
 * removes the size, as Remove does), its unit price with the MSRP and the store's margin, and Remove. The item and color show on the first size of
 * their group only. A refused change shows why under the field and keeps what was typed, to
 * correct it; `onProblem` tells the draft, whose Submit waits until it is corrected.
 */
export function PortalCartLine({
  orderId,
  group,
  line,
  first,
  quantityDisabled,
  removeDisabled,
  onProblem,
}: {
  orderId: number;
  group: OrderLineGroup;
  line: SizeLine;
  first: boolean;
  /** A preview, or a catalog past its deadline: the quantity cannot change. */
  quantityDisabled: boolean;
  /** A preview only: past the deadline a buyer may still empty the draft. */
  removeDisabled: boolean;
  onProblem: (itemId: number, refused: boolean) => void;
}) {
  const { access, store, changeDrafts } = usePortal();
  const takeDraft = (draft: PortalDraft) => changeDrafts((drafts) => cartWithDraft(drafts, draft));
  const change = useChangePortalCartLine(access, store.id, takeDraft);
  const remove = useRemovePortalCartLine(access, store.id, takeDraft);
  const [text, setText] = useState(String(line.quantity));
  const [problem, setShownProblem] = useState<string | null>(null);
  const setProblem = (next: string | null) => {
    setShownProblem(next);
    onProblem(line.itemId, next !== null);
  };
  const [shown, setShown] = useState(line.quantity);
  // The server's quantity changed (this field's save, or a reload): the field shows it.
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setText(String(line.quantity));
  }
  const problemId = `portal-cart-line-${line.itemId}-problem`;
  const margin = lineMargin(group.msrp, line.unitPrice);

  const onRemove = () => {
    setProblem(null);
    remove.mutate({ orderId, itemId: line.itemId }, { onError: (error) => setProblem(error.message) });
  };
  const save = () => {
    if (text.trim() === String(line.quantity)) {
      setProblem(null);
      return;
    }
    const read = readQuantity(text);
    // 0 is "none of this size", as in the order grids: the line goes. A field left empty is no
    // answer yet: it is refused, and Escape brings the quantity back.
    if (!('problem' in read) && read.quantity === null && text.trim() !== '') {
      onRemove();
      return;
    }
    if ('problem' in read || read.quantity === null) {
      setProblem(orderMessages.invalidQuantity);
      return;
    }
    setProblem(null);
    change.mutate(
      { orderId, itemId: line.itemId, quantity: read.quantity },
      { onError: (error) => setProblem(error.message) },
    );
  };
  return (
    <TableRow className={first ? 'border-t' : 'border-t-0'}>
      <TableCell className="min-w-24 align-top whitespace-normal">
        {first ? (
          <div className="flex items-start gap-2">
            <ProductThumbnail picture={group.picture} />
            <div>
              <span className="font-medium">{portalOrderTexts.itemName(group.silhouette, group.modelCode)}</span>
              {/* On a phone the color column gives way to the quantities: the color goes under the item. */}
              <span className="block text-xs text-muted-foreground sm:hidden">{group.color}</span>
            </div>
          </div>
        ) : null}
      </TableCell>
      <TableCell className="hidden align-top sm:table-cell">{first ? group.color : null}</TableCell>
      <TableCell className="align-top">{line.size}</TableCell>
      <TableCell className="align-top">
        <Input
          aria-label={portalOrderTexts.lineQuantityLabel(group.modelCode, line.size)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          inputMode="numeric"
          autoComplete="off"
          className="h-8 w-14 text-right tabular-nums sm:w-20"
          value={text}
          disabled={quantityDisabled || remove.isPending}
          onChange={(event) => setText(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
            if (event.key === 'Escape') {
              setText(String(line.quantity));
              setProblem(null);
            }
          }}
        />
        {problem ? (
          <p id={problemId} role="alert" className="mt-1 max-w-48 text-xs text-destructive">
            {problem}
          </p>
        ) : null}
      </TableCell>
      <TableCell className="hidden text-right align-top tabular-nums sm:table-cell">
        {formatMoney(line.unitPrice)}
      </TableCell>
      <TableCell className="hidden text-right align-top tabular-nums text-muted-foreground md:table-cell">
        {formatMsrp(group.msrp > 0 ? group.msrp : null)}
      </TableCell>
      <TableCell className="hidden text-right align-top tabular-nums text-muted-foreground md:table-cell">
        {margin === null ? null : portalOrderTexts.margin(margin)}
      </TableCell>
      <TableCell className="text-right align-top tabular-nums">{formatMoney(line.lineTotal)}</TableCell>
      <TableCell className="align-top">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={portalOrderTexts.removeLine(group.modelCode, line.size)}
          disabled={removeDisabled || remove.isPending}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}
