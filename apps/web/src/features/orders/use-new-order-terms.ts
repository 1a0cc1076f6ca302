import { orderRuleBreaks, ruleOverrideReasonSchema } from '@lineup/contracts/order-rules';
import type { PortalCatalog } from '@lineup/contracts/portal';
import { useState } from 'react';
import type { ChosenItem } from '@/features/orders/components/orders-new-order-quantities';
import type { NewOrderPricing } from '@/features/orders/components/orders-size-grid';
import {
  type NewOrderCheckout,
  newOrderCheckoutFor,
  newOrderCheckoutProblems,
  newOrderCheckoutRequest,
} from '@/features/orders/new-order-checkout';
import { unitsOf } from '@/lib/order-quantities';

/**
 * New Order's buying terms for the catalog chosen: the checkout's fields and their problems, the
 * order rules it breaks with the reason to override them, and the store's pricing. `ready()` says
 * whether Place order may send, and from then on what is missing is said too.
 */
export function useNewOrderTerms(
  catalog: PortalCatalog | null,
  chosen: readonly ChosenItem[],
  /** The store's organization's discounts by brand id; undefined while unknown. */
  discounts: Record<string, number> | undefined,
) {
  const windows = catalog?.deliveryWindows ?? [];
  const [checkout, setCheckout] = useState<NewOrderCheckout>(() => newOrderCheckoutFor([]));
  const [reason, setReason] = useState('');
  const [reveal, setReveal] = useState(false);
  const checkoutProblems = newOrderCheckoutProblems(windows, checkout);
  const lines = chosen.map((entry) => ({ modelCode: entry.item.modelCode, quantity: unitsOf(entry.values) }));
  const breaks = catalog ? orderRuleBreaks(catalog.orderRules, lines) : [];
  const reasonRead = ruleOverrideReasonSchema.safeParse(reason);
  const reasonProblem = breaks.length > 0 && !reasonRead.success ? reasonRead.error.issues[0]?.message : undefined;
  const pricing: NewOrderPricing = {
    wholesalePercent: catalog?.wholesalePercent ?? 0,
    discountPercent: catalog && discounts ? (discounts[String(catalog.brandId)] ?? 0) : null,
  };
  return {
    windows,
    checkout,
    setCheckout,
    checkoutProblems,
    breaks,
    reason,
    setReason,
    /** The reason's refusal, once typed or once Place order was tried. */
    reasonProblem: reveal || reason !== '' ? reasonProblem : undefined,
    reveal,
    pricing,
    /** Another catalog (or none): its only window chosen, nothing else given. */
    reset: (next: PortalCatalog | null) => {
      setCheckout(newOrderCheckoutFor(next?.deliveryWindows ?? []));
      setReason('');
      setReveal(false);
    },
    ready: () => {
      const ok = Object.keys(checkoutProblems).length === 0 && reasonProblem === undefined;
      if (!ok) setReveal(true);
      return ok;
    },
    /** The place request's checkout fields, and the reason while rules are broken. */
    request: () => ({
      ...newOrderCheckoutRequest(windows, checkout),
      ...(breaks.length > 0 && reasonRead.success && { ruleOverrideReason: reasonRead.data }),
    }),
  };
}
