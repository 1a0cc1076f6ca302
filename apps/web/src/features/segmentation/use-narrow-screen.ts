import { useSyncExternalStore } from 'react';

/** Below 640 px (a phone held upright) the grid shows two columns, whatever the density says. */
export const NARROW_SCREEN_COLUMNS = 2;
const query = '(max-width: 639px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot() {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
}

/** True while the window is narrower than 640 px. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
