import { MOBILE_BREAKPOINT_PX } from '@lineup/contracts/constants';
import * as React from 'react';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot() {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
}

/** True below the mobile breakpoint (1024 px): the sidebar becomes a sheet. */
export function useIsMobile(): boolean {
  return React.useSyncExternalStore(subscribe, snapshot, () => false);
}
