import { type OrderRuleBreak, orderRuleBreaks } from '@lineup/contracts/order-rule-breaks';
import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { TriangleAlert } from 'lucide-react';

/** The draft's lines as the rules count them: each size's units under its style (model code). */
const draftLines = (draft: PortalDraft) =>
  draft.groups.flatMap((group) => group.sizes.map((line) => ({ modelCode: group.modelCode, quantity: line.quantity })));

/** The brand's rules the draft breaks (orderRuleBreaks, as submit checks them): Check out waits for none. */
export function draftRuleBreaks(draft: PortalDraft): OrderRuleBreak[] {
  return orderRuleBreaks(draft.orderRules, draftLines(draft));
}

/**
 * What the draft misses of the brand's order rules, each break in the contract's words, and why
 * Check out waits: a polite live region, so a quantity changed in the cart reads what is left.
 */
export function PortalDraftRules({ id, breaks }: { id: string; breaks: OrderRuleBreak[] }) {
  return (
    <div id={id} aria-live="polite">
      {breaks.length > 0 ? (
        <div className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">{portalOrderTexts.rulesTitle}</p>
            <ul className="list-disc pl-4">
              {breaks.map((entry) => (
                <li key={`${entry.rule}:${entry.modelCode ?? ''}`}>{entry.message}</li>
              ))}
            </ul>
            <p>{portalOrderTexts.meetRulesFirst}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
