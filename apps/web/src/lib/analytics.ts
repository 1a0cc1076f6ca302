import type { CurrentUser, UserType } from '@lineup/contracts/users';
import { addSignedOutListener } from '@/lib/auth/session';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** The product analytics events and their properties. */
export type AnalyticsEvents = {
  role_create_prompt_opened: Record<string, never>;
  role_created: { role_name: string; role_description: string | null; role_type: UserType };
};

/** What the SPA needs from a product analytics service; tests replace it with setAnalyticsClient. */
export type AnalyticsClient = {
  capture(event: string, properties?: Record<string, unknown>): void;
  identify(distinctId: string, properties?: Record<string, unknown>): void;
  reset(): void;
};

const noopClient: AnalyticsClient = { capture() {}, identify() {}, reset() {} };

/**
 * posthog-js is loaded only when the runtime config names a key; calls made while it loads are
 * kept and replayed in order, so an event sent right after sign-in is not lost.
 */
function posthogClient(key: string, host: string | null): AnalyticsClient {
  const pending: ((client: AnalyticsClient) => void)[] = [];
  let loaded: AnalyticsClient | null = null;
  void import('posthog-js')
    .then(({ default: posthog }) => {
      posthog.init(key, {
        api_host: host ?? 'https://us.i.posthog.com',
        person_profiles: 'identified_only',
        capture_pageview: 'history_change',
      });
      loaded = {
        capture: (event, properties) => void posthog.capture(event, properties),
        identify: (distinctId, properties) => posthog.identify(distinctId, properties),
        reset: () => posthog.reset(),
      };
      for (const call of pending.splice(0)) call(loaded);
    })
    .catch((error: unknown) => {
      // Analytics never breaks a screen: without posthog the calls go nowhere.
      console.error('Analytics could not start', error);
      loaded = noopClient;
      pending.length = 0;
    });
  const later = (call: (client: AnalyticsClient) => void): void => (loaded ? call(loaded) : void pending.push(call));
  return {
    capture: (event, properties) => later((client) => client.capture(event, properties)),
    identify: (distinctId, properties) => later((client) => client.identify(distinctId, properties)),
    reset: () => later((client) => client.reset()),
  };
}

let client: AnalyticsClient | null = null;
let identifiedId: string | null = null;
let listening = false;

/** The client in use: posthog when POSTHOG_KEY is configured, otherwise one that sends nothing. */
function analytics(): AnalyticsClient {
  if (!client) {
    const { posthogKey, posthogHost } = getRuntimeConfig();
    client = posthogKey ? posthogClient(posthogKey, posthogHost) : noopClient;
  }
  if (!listening) {
    listening = true;
    // Signing out forgets the person, so the next one to sign in in this browser is not mixed up.
    addSignedOutListener(() => {
      if (identifiedId) client?.reset();
      identifiedId = null;
    });
  }
  return client;
}

/** Replaces the analytics client (tests); `null` goes back to the runtime config's choice. */
export function setAnalyticsClient(next: AnalyticsClient | null): void {
  client = next;
  identifiedId = null;
}

/** Sends one product analytics event. */
export function track<E extends keyof AnalyticsEvents>(
  event: E,
  ...[properties]: AnalyticsEvents[E] extends Record<string, never> ? [] : [AnalyticsEvents[E]]
): void {
  analytics().capture(event, properties);
}

/** Identifies the signed-in person to the analytics service, once per person. */
export function identifyUser(user: CurrentUser): void {
  if (identifiedId === user.id) return;
  analytics().identify(user.id, {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    internal: user.internal,
  });
  identifiedId = user.id;
}
