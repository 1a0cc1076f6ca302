import { useEffect, useState } from 'react';

type BuyingRules = typeof import('@/features/portal/portal-buying-rules');

let loaded: BuyingRules | null = null;
let loading: Promise<BuyingRules> | null = null;

/** Loads the buying rules once for every page (a failed load is tried again by the next page that asks). */
function loadBuyingRules(): Promise<BuyingRules> {
  loading ??= import('@/features/portal/portal-buying-rules').then(
    (rules) => {
      loaded = rules;
      return rules;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The buying rules (portal-buying-rules.ts), or null while their module loads: a page shows what
 * they say once they are there, and holds what they guard (Check out) until then.
 */
export function useBuyingRules(): BuyingRules | null {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (rules) return;
    let live = true;
    loadBuyingRules().then(
      (module) => live && setRules(module),
      (error: unknown) => console.error('Failed to load the order rules:', error),
    );
    return () => {
      live = false;
    };
  }, [rules]);
  return rules;
}
