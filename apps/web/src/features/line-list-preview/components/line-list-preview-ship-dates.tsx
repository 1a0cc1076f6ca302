import type { ShipDateIssue } from '@lineup/contracts/ship-dates';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { TriangleAlert } from 'lucide-react';

/**
 * The mark beside an expected ship date the server flagged (before the line list's Date Sent, or
 * past): a warning sign, its meaning read out and shown as its tooltip.
 */
export function ShipDateMark({ issue }: { issue: ShipDateIssue }) {
  const text = previewTexts.shipDateIssues[issue];
  return (
    <span className="ml-1.5 inline-flex align-text-bottom text-amber-600" title={text} data-ship-date-issue={issue}>
      <TriangleAlert className="size-4" aria-hidden="true" />
      <span className="sr-only">{text}</span>
    </span>
  );
}

/** Above the table: how many items the server flagged for their ship date; nothing when none. */
export function ShipDateIssuesLine({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p data-testid="ship-date-issues-line" className="flex items-center gap-2 text-sm text-amber-800">
      <TriangleAlert className="size-4 shrink-0 text-amber-600" aria-hidden="true" />
      {previewTexts.shipDateIssuesLine(count)}
    </p>
  );
}
