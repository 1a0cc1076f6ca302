import { type BrandOrderRules, type OrderRuleBreak, styleRuleBreaks } from '@lineup/contracts/order-rule-breaks';
import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';

/** Whether the brand has any order rule (without one, the grid shows no hints and names none). */
export const hasRules = (rules: BrandOrderRules) =>
  rules.minUnitsPerOrder !== null || rules.minUnitsPerStyle !== null || rules.casePack !== null;

/** Units of the style already in the store's draft of the catalog: the rules count them with what is typed. */
export function styleUnitsInCart(drafts: readonly PortalDraft[], lineListId: number, modelCode: string): number {
  const draft = drafts.find((entry) => entry.lineListId === lineListId);
  return (draft?.groups ?? [])
    .filter((group) => group.modelCode === modelCode)
    .reduce((sum, group) => sum + group.unitsCount, 0);
}

/** A break of a style's rule as a short hint (what to add); the order's minimum is the cart's to show. */
function hint(rules: BrandOrderRules, rule: OrderRuleBreak): string {
  if (rule.rule === 'casePack' && rules.casePack !== null)
    return portalOrderTexts.casePackHint(rules.casePack, rule.missing);
  if (rule.rule === 'minUnitsPerStyle' && rules.minUnitsPerStyle !== null) {
    return portalOrderTexts.styleMinimumHint(rules.minUnitsPerStyle, rule.missing);
  }
  return rule.message;
}

/**
 * Under the size grid: the brand's rules, then what the style still needs as the buyer types
 * (styleRuleBreaks on what is typed plus what the cart holds of the style). The hints are a polite
 * live region the grid's inputs name as their description (`id`), so typing a quantity reads them.
 */
export function PortalStyleRules({
  id,
  rules,
  modelCode,
  typedUnits,
  cartUnits,
}: {
  id: string;
  rules: BrandOrderRules;
  modelCode: string;
  typedUnits: number;
  cartUnits: number;
}) {
  if (!hasRules(rules)) return null;
  const units = typedUnits + cartUnits;
  const breaks = styleRuleBreaks(rules, modelCode, units);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-muted-foreground">{portalOrderTexts.rulesSummary(rules)}</p>
      <div id={id} aria-live="polite" className="flex flex-col gap-0.5">
        {breaks.map((entry) => (
          <p key={entry.rule} className="font-medium text-amber-800">
            {hint(rules, entry)}
          </p>
        ))}
        {breaks.length > 0 && cartUnits > 0 ? (
          <p className="text-xs text-muted-foreground">{portalOrderTexts.inCartHint(cartUnits)}</p>
        ) : null}
      </div>
    </div>
  );
}
