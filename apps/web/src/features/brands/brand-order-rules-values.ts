import { type BrandOrderRules, brandOrderRulesSchema, NO_ORDER_RULES } from '@lineup/contracts/order-rules';
import { DEFAULT_STOCK_DISPLAY, type StockDisplayMode } from '@lineup/contracts/stock';
import { z } from 'zod';

export const ORDER_RULE_NAMES = ['minUnitsPerOrder', 'minUnitsPerStyle', 'casePack'] as const;
export type OrderRulesFormValues = Record<(typeof ORDER_RULE_NAMES)[number], string> & {
  stockDisplay: StockDisplayMode;
};

/**
 * A rule as its input holds it: empty is off (null), anything else must be what the PUT takes. The
 * text goes through Number so '2.5' and 'abc' reach the contract's own rule and its message.
 */
const ruleInput = (rule: (typeof ORDER_RULE_NAMES)[number]) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(brandOrderRulesSchema.shape[rule]);

export const orderRulesFormSchema = z.object({
  minUnitsPerOrder: ruleInput('minUnitsPerOrder'),
  minUnitsPerStyle: ruleInput('minUnitsPerStyle'),
  casePack: ruleInput('casePack'),
  // The form always sends the choice it shows; only the call itself may leave it out.
  stockDisplay: brandOrderRulesSchema.shape.stockDisplay.unwrap(),
});

/** The form's values of what the brand has saved: no rules is all off, no stock display the default. */
export function orderRulesFormDefaults(
  rules: BrandOrderRules | null | undefined,
  stockDisplay: StockDisplayMode | undefined,
): OrderRulesFormValues {
  const current = rules ?? NO_ORDER_RULES;
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    minUnitsPerOrder: text(current.minUnitsPerOrder),
    minUnitsPerStyle: text(current.minUnitsPerStyle),
    casePack: text(current.casePack),
    stockDisplay: stockDisplay ?? DEFAULT_STOCK_DISPLAY,
  };
}
