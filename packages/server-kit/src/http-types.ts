import type { Caller } from './caller';

/** What a request's context carries (`c.get(...)`) in every service's Hono app. */
export type AppVariables = {
  requestId: string;
  /** The verified access token (subject, claims, audience) and its subject's principal, set by `requireAccessToken`. */
  auth: Caller;
};
export type AppEnv = { Variables: AppVariables };
