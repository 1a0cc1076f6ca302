import { waitFor } from '@testing-library/react';

/**
 * The routers a test rendered. A router may still be loading when a test's last expectation holds
 * (a lazy route's code, a loader, a pending view's minimum time): its transition then sets React
 * state after the file's document is gone ("window is not defined", an unhandled rejection that
 * fails the whole run). So after each test's cleanup, while the document is still there, its
 * routers' loads are waited for: what they set then lands on an unmounted tree, harmlessly.
 */
type RenderedRouter = { state: { status: 'pending' | 'idle'; isLoading: boolean } };

const rendered = new Set<RenderedRouter>();

/** Called by whatever renders a router in a test. */
export function trackRouter(router: RenderedRouter) {
  rendered.add(router);
}

/** The longest a test's end waits for its routers (a load that hangs must not hang the run). */
const SETTLE_TIMEOUT_MS = 2000;

export async function settleRouters() {
  const routers = [...rendered];
  rendered.clear();
  if (routers.length === 0) return;
  // A router held by a leave guard stays pending until the person answers: only loading is waited for.
  const idle = () => routers.every((router) => !router.state.isLoading);
  await waitFor(
    () => {
      if (!idle()) throw new Error('a router is still loading');
    },
    { timeout: SETTLE_TIMEOUT_MS },
  ).catch(() => {
    // A router that never settles is the test's own failure to report, not the cleanup's.
  });
}
