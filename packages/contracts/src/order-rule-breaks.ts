/**
 * A brand's order rules, set on the brand's page: a minimum of units per order, a minimum of units
 * per style, and a case pack (a style's units must be a whole number of cases). A style is one
 * model code of the line list (one colorway: one row of the portal's grid, one size run). Each
 * rule is off when null. The portal's size grid and cart show what is missing before submit, and
 * submit refuses an order that breaks one, naming the rule and the style; staff ordering for a
 * store may override them with a reason, recorded on the order's timeline.
 *
 * Plain types and functions, without a schema library, so the portal's pages import them under
 * their bundle budgets; the request schemas are order-rules.ts's.
 */
export type BrandOrderRules = {
  minUnitsPerOrder: number | null;
  minUnitsPerStyle: number | null;
  casePack: number | null;
};

export const NO_ORDER_RULES: BrandOrderRules = { minUnitsPerOrder: null, minUnitsPerStyle: null, casePack: null };

/** A rule's largest value (a season's order of one brand, in units). */
export const ORDER_RULE_MAX = 100_000;
/** A staff override's reason: 3 to 500 characters. */
export const RULE_OVERRIDE_REASON_MIN_LENGTH = 3;
export const RULE_OVERRIDE_REASON_MAX_LENGTH = 500;

export const orderRuleMessages = {
  ruleInvalid: `A rule is a whole number from 1 to ${ORDER_RULE_MAX}, or empty for none.`,
  underOrderMinimum: (minimum: number, units: number) =>
    `Minimum per order: this brand takes orders of at least ${minimum} units; the order has ${units}.`,
  underStyleMinimum: (modelCode: string, minimum: number, units: number) =>
    `Minimum per style: style ${modelCode} needs at least ${minimum} units; it has ${units}.`,
  offCasePack: (modelCode: string, casePack: number, units: number) =>
    `Case pack: style ${modelCode} is sold in cases of ${casePack}; its ${units} units are ${casePack - (units % casePack)} short of the next case.`,
  overrideReasonTooShort: `Say why the rules are overridden in at least ${RULE_OVERRIDE_REASON_MIN_LENGTH} characters.`,
  overrideReasonTooLong: `The reason must be at most ${RULE_OVERRIDE_REASON_MAX_LENGTH} characters.`,
  /** The timeline's entry of a staff override. */
  overridden: (reason: string) => `Order rules overridden: ${reason}`,
  stockDisplayInvalid: 'Stock is shown to buyers as exact figures or as bands.',
  rulesSaved: 'Order rules saved',
} as const;

export type OrderRuleName = 'minUnitsPerOrder' | 'minUnitsPerStyle' | 'casePack';

/** One broken rule: which, for which style (none for the order's minimum), how many units short. */
export type OrderRuleBreak = {
  rule: OrderRuleName;
  modelCode: string | null;
  /** Units to add to meet the rule. */
  missing: number;
  message: string;
};

/**
 * The rules an order's lines break, the order's minimum first, then per style in the lines' order.
 * The same function runs on the server at submit and in the portal's size grid and cart, so what
 * the buyer is shown missing is what submit refuses.
 */
export function orderRuleBreaks(
  rules: BrandOrderRules,
  lines: ReadonlyArray<{ modelCode: string; quantity: number }>,
): OrderRuleBreak[] {
  const breaks: OrderRuleBreak[] = [];
  const unitsByStyle = new Map<string, number>();
  let units = 0;
  for (const line of lines) {
    unitsByStyle.set(line.modelCode, (unitsByStyle.get(line.modelCode) ?? 0) + line.quantity);
    units += line.quantity;
  }
  if (rules.minUnitsPerOrder !== null && units < rules.minUnitsPerOrder) {
    breaks.push({
      rule: 'minUnitsPerOrder',
      modelCode: null,
      missing: rules.minUnitsPerOrder - units,
      message: orderRuleMessages.underOrderMinimum(rules.minUnitsPerOrder, units),
    });
  }
  for (const [modelCode, styleUnits] of unitsByStyle) breaks.push(...styleRuleBreaks(rules, modelCode, styleUnits));
  return breaks;
}

/**
 * What a submit that breaks the rules answers (409): every broken rule's message, the order's
 * minimum first, joined into one text. All of them rather than the first, so the buyer fixes the
 * cart in one go instead of meeting the next rule at each try; the cart lists the same breaks.
 */
export function orderRulesRefusal(breaks: ReadonlyArray<Pick<OrderRuleBreak, 'message'>>): string {
  return breaks.map((entry) => entry.message).join(' ');
}

/** The per-style rules one style's units break (the size grid shows them as the buyer types). */
export function styleRuleBreaks(rules: BrandOrderRules, modelCode: string, units: number): OrderRuleBreak[] {
  const breaks: OrderRuleBreak[] = [];
  if (units === 0) return breaks;
  if (rules.minUnitsPerStyle !== null && units < rules.minUnitsPerStyle) {
    breaks.push({
      rule: 'minUnitsPerStyle',
      modelCode,
      missing: rules.minUnitsPerStyle - units,
      message: orderRuleMessages.underStyleMinimum(modelCode, rules.minUnitsPerStyle, units),
    });
  }
  if (rules.casePack !== null && units % rules.casePack !== 0) {
    breaks.push({
      rule: 'casePack',
      modelCode,
      missing: rules.casePack - (units % rules.casePack),
      message: orderRuleMessages.offCasePack(modelCode, rules.casePack, units),
    });
  }
  return breaks;
}
