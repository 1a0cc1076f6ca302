/**
 * The contracts' buying rules the portal's pages check as the buyer works: the brand's order rules
 * (order-rules.ts) and the delivery windows' cancel dates (delivery-windows.ts). Those modules also
 * declare their zod schemas, so the pages load this module apart (use-buying-rules.ts), after
 * their first paint: the same functions the server runs at submit, without zod in the pages' chunks.
 */

export { shipsAfterWindow } from '@lineup/contracts/delivery-windows';
export { orderRuleBreaks, styleRuleBreaks } from '@lineup/contracts/order-rules';
