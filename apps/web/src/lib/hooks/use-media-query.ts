import { MOBILE_BREAKPOINT_PX } from '@lineup/contracts/constants';
import * as React from 'react';

/**
 * Whether the window matches a CSS media query, following it as the window changes. False where
 * the browser has no `matchMedia` and when rendering outside a browser.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = React.useCallback(
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    [query],
  );
  return React.useSyncExternalStore(subscribe, snapshot, () => false);
}

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** True below the mobile breakpoint (1024 px): the sidebar becomes a sheet. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
