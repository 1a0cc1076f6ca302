import { platformMessages } from '@lineup/contracts/error-messages';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createAppRouter } from '@/app/router';
import { setSignedOutHandler, setTokenStore } from '@/lib/auth/session';
import { createInTabLock, createTokenStore } from '@/lib/auth/token-store';
import { getQueryClient } from '@/lib/query-client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { jsonResponse, testConfig, testUser } from '@/test/fixtures';
import { trackRouter } from '@/test/router-settle';

export type ApiCall = { method: string; path: string; search: URLSearchParams; body: unknown };
/** Answers a call, or undefined to fall back to the defaults (the signed-in user, else 404). */
export type ApiHandler = (call: ApiCall) => Response | undefined | Promise<Response | undefined>;

/** A success in the services' envelope; the services say 'OK' unless the route names a message. */
export const ok = (data: unknown, message = 'OK', status = 200) =>
  jsonResponse(status, { success: true, message, data });
export const failure = (status: number, message: string) => jsonResponse(status, { success: false, message });

/**
 * Stubs fetch with the handler and records every API call. A call the handler leaves unanswered
 * gets what the services answer: the signed-in user for /api/users/me, else the envelope's 404.
 */
export function stubApi(handler: ApiHandler) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const call: ApiCall = { method: init?.method ?? 'GET', path: url.pathname, search: url.searchParams, body };
      calls.push(call);
      const answer = await handler(call);
      if (answer) return answer;
      if (call.path === '/api/users/me') return ok(testUser);
      return failure(404, platformMessages.routeNotFound);
    }),
  );
  return calls;
}

/** A signed-in session: runtime config set, tokens in localStorage. */
export function signIn() {
  setRuntimeConfig(testConfig);
  const store = createTokenStore({ storage: localStorage, locks: createInTabLock(), refreshGrant: vi.fn() });
  store.write({ accessToken: 'at', refreshToken: 'rt', expiresAt: Date.now() + 600_000 });
  setTokenStore(store);
}

/** A signed-in session and the whole app rendered at `path`. */
export function renderApp(path: string) {
  signIn();
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  setSignedOutHandler(() => router.navigate({ to: '/' }));
  trackRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

/** Call in afterEach: forget the session and every cached query. */
export function resetApp() {
  getQueryClient().clear();
  setTokenStore(null);
}

/**
 * Runs React's pending effects. A form's leave guard follows its dirty state in an effect, which
 * React may run after the form shows its new state: a navigation in between (no person is that
 * fast; a loaded test machine is) would meet the previous guard. Call it before such a navigation.
 */
export const leaveGuardSettled = () => act(async () => {});
