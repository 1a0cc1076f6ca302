import { z } from 'zod';
import {
  type BrandOrderRules,
  NO_ORDER_RULES,
  ORDER_RULE_MAX,
  type OrderRuleBreak,
  orderRuleBreaks,
  orderRuleMessages,
  orderRulesRefusal,
  RULE_OVERRIDE_REASON_MAX_LENGTH,
  RULE_OVERRIDE_REASON_MIN_LENGTH,
} from './order-rule-breaks';

export {
  type BrandOrderRules,
  NO_ORDER_RULES,
  ORDER_RULE_MAX,
  type OrderRuleBreak,
  orderRuleBreaks,
  orderRuleMessages,
  orderRulesRefusal,
  RULE_OVERRIDE_REASON_MAX_LENGTH,
  RULE_OVERRIDE_REASON_MIN_LENGTH,
};

/**
 * A brand's order rules, set on the brand's page: a minimum of units per order, a minimum of units
 * per style, and a case pack (a style's units must be a whole number of cases). A style is one
 * model code of the line list (one colorway: one row of the portal's grid, one size run). Each
 * rule is off when null. The portal's size grid and cart show what is missing before submit, and
 * submit refuses an order that breaks one, naming the rule and the style; staff ordering for a
 * store may override them with a reason, recorded on the order's timeline.
 */
/** The rules as answers carry them (order-rule-breaks.ts has the type and the checks). */
export const brandOrderRulesAnswerSchema = z.object({
  minUnitsPerOrder: z.number().nullable(),
  minUnitsPerStyle: z.number().nullable(),
  casePack: z.number().nullable(),
});
const ruleValueSchema = z
  .number({ error: orderRuleMessages.ruleInvalid })
  .int(orderRuleMessages.ruleInvalid)
  .min(1, orderRuleMessages.ruleInvalid)
  .max(ORDER_RULE_MAX, orderRuleMessages.ruleInvalid)
  .nullable();

/**
 * PUT /api/brands/{brandId}/order-rules: the brand's three rules, each a number or null (off), and
 * optionally how the brand shows stock to its buyers (stock.ts); without it, that stays as it is.
 */
export const brandOrderRulesSchema = z.strictObject({
  minUnitsPerOrder: ruleValueSchema,
  minUnitsPerStyle: ruleValueSchema,
  casePack: ruleValueSchema,
  // stock.ts's STOCK_DISPLAY_MODES, spelled out: stock.ts reads pim.ts's types, which read this
  // file's, so importing it here would close a cycle. The brands route test sends every mode.
  stockDisplay: z.enum(['exact', 'bands'], { error: orderRuleMessages.stockDisplayInvalid }).optional(),
});
export type BrandOrderRulesChange = z.infer<typeof brandOrderRulesSchema>;

/** The reason staff give when they submit an order that breaks the brand's rules. */
export const ruleOverrideReasonSchema = z
  .string()
  .trim()
  .min(RULE_OVERRIDE_REASON_MIN_LENGTH, orderRuleMessages.overrideReasonTooShort)
  .max(RULE_OVERRIDE_REASON_MAX_LENGTH, orderRuleMessages.overrideReasonTooLong);
