import { afterAll } from 'vitest';

/**
 * A timer a test file leaves behind must not fire after the file's jsdom document is gone.
 * sonner, for one, removes a closed toast 200 ms later with a timer it never clears; when a
 * file's last test ends inside that window, the timer's React update reaches for `window`
 * after Vitest has torn jsdom down, and the run fails with an unhandled "window is not
 * defined" although every test passed. Clearing, when the file ends, the timers its tests
 * started that have not fired yet removes that race; inside a file nothing changes, so the
 * tests still see toasts come and go as users do.
 */
export function clearTimersLeftWhenFileEnds(onFileEnd: (hook: () => void) => void = afterAll): void {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;

  const trackedSetTimeout = (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const timer = realSetTimeout(() => {
      pending.delete(timer);
      if (typeof handler === 'function') handler(...args);
    }, delay);
    pending.add(timer);
    return timer;
  };
  const trackedClearTimeout = (timer: ReturnType<typeof setTimeout> | undefined) => {
    if (timer !== undefined) pending.delete(timer);
    realClearTimeout(timer);
  };
  globalThis.setTimeout = Object.assign(trackedSetTimeout, realSetTimeout) as typeof setTimeout;
  globalThis.clearTimeout = trackedClearTimeout as typeof clearTimeout;

  onFileEnd(() => {
    for (const timer of pending) realClearTimeout(timer);
    pending.clear();
    globalThis.setTimeout = realSetTimeout;
    globalThis.clearTimeout = realClearTimeout;
  });
}
