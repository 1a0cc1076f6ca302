import { act } from '@testing-library/react';

/**
 * The routers a test rendered. A router may still be loading when a test's last expectation holds
 * (a lazy route's code, a loader): its transition then sets React state after the file's document
 * is gone ("window is not defined", an unhandled rejection that fails the whole run). So before
 * each test's cleanup, its routers' latest load is waited for, and the state it sets flushed.
 */
const rendered = new Set<{ latestLoadPromise?: Promise<void> | undefined }>();

/** Called by whatever renders a router in a test. */
export function trackRouter(router: { latestLoadPromise?: Promise<void> | undefined }) {
  rendered.add(router);
}

/** The longest a test's end waits for its routers (a load that hangs must not hang the run). */
const SETTLE_TIMEOUT_MS = 5000;

export async function settleRouters() {
  const loads = [...rendered].map((router) => router.latestLoadPromise);
  rendered.clear();
  if (loads.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(loads),
    new Promise((resolve) => {
      timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  await act(async () => {});
}
