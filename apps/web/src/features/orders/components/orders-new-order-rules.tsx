import type { BrandOrderRules, OrderRuleBreak } from '@lineup/contracts/order-rules';
import { newOrderCheckoutTexts as texts } from '@lineup/contracts/texts/new-order';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

/** The rules the brand has, worded one by one (none when all are off). */
function ruleLines(rules: BrandOrderRules): string[] {
  return [
    rules.minUnitsPerOrder === null ? null : texts.minUnitsPerOrder(rules.minUnitsPerOrder),
    rules.minUnitsPerStyle === null ? null : texts.minUnitsPerStyle(rules.minUnitsPerStyle),
    rules.casePack === null ? null : texts.casePack(rules.casePack),
  ].filter((line): line is string => line !== null);
}

/**
 * The brand's order rules, what the order breaks as it stands (orderRuleBreaks, the server's own
 * check), and, only while it breaks some, the reason staff give to place it anyway.
 */
export function NewOrderRules({
  rules,
  breaks,
  reason,
  onReasonChange,
  reasonProblem,
}: {
  rules: BrandOrderRules;
  breaks: readonly OrderRuleBreak[];
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The reason's refusal, once it should be said. */
  reasonProblem: string | undefined;
}) {
  const lines = ruleLines(rules);
  return (
    <section aria-labelledby="new-order-rules" className="flex flex-col gap-2">
      <h3 id="new-order-rules" className="text-sm font-medium">
        {texts.rulesTitle}
      </h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noRules}</p>
      ) : (
        <ul className="list-disc pl-5 text-sm" aria-label={texts.rulesTitle}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {lines.length > 0 && breaks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.rulesMet}</p>
      ) : null}
      {breaks.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p id="new-order-rule-breaks" className="text-sm font-medium text-amber-900">
            {texts.rulesBroken}
          </p>
          <ul className="list-disc pl-5 text-sm text-amber-900" aria-labelledby="new-order-rule-breaks">
            {breaks.map((broken) => (
              <li key={`${broken.rule}:${broken.modelCode ?? ''}`}>{broken.message}</li>
            ))}
          </ul>
          <FormField
            id="new-order-override-reason"
            label={texts.overrideReason}
            hint={texts.overrideHint}
            error={reasonProblem}
          >
            <Textarea rows={2} value={reason} onChange={(event) => onReasonChange(event.target.value)} />
          </FormField>
        </div>
      ) : null}
    </section>
  );
}
