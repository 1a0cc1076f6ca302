import { CODE_CHALLENGE_COOKIE_MAX_AGE_SECONDS } from '@lineup/contracts/constants';
import * as oauth from 'oauth4webapi';
import type { RealmClient } from '@/lib/auth/realm';
import { RefreshRejectedError, type StoredTokens } from '@/lib/auth/token-store';
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies';

/** The SPA is a public client: PKCE, no client secret. */
const clientAuth = oauth.None();

function isLocalPlainHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function requestOptions(config: RealmClient) {
  return isLocalPlainHttp(new URL(config.issuer)) ? { [oauth.allowInsecureRequests]: true } : {};
}

function client(config: RealmClient): oauth.Client {
  return { client_id: config.clientId };
}

let discovery: { issuer: string; server: Promise<oauth.AuthorizationServer> } | null = null;

/** The issuer's metadata, fetched once per page load. */
export function getAuthorizationServer(config: RealmClient): Promise<oauth.AuthorizationServer> {
  if (!discovery || discovery.issuer !== config.issuer) {
    const issuer = new URL(config.issuer);
    const server = oauth
      .discoveryRequest(issuer, { algorithm: 'oidc', ...requestOptions(config) })
      .then((response) => oauth.processDiscoveryResponse(issuer, response));
    server.catch(() => {
      discovery = null;
    });
    discovery = { issuer: config.issuer, server };
  }
  return discovery.server;
}

type PendingAuthorization = { verifier: string; state: string };

function readPending(config: RealmClient): PendingAuthorization | null {
  const raw = readCookie(config.pendingRequestCookie);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingAuthorization>;
    return typeof value.verifier === 'string' && typeof value.state === 'string'
      ? { verifier: value.verifier, state: value.state }
      : null;
  } catch {
    return null;
  }
}

/** The state of the authorization request this browser has pending for the client, if any. */
export function pendingAuthorizationState(config: RealmClient): string | null {
  return readPending(config)?.state ?? null;
}

export type AuthorizationRequestOptions = {
  /** The e-mail to put in the login form (the auth service sends it on to its start page's ?email=). */
  loginHint?: string;
};

/**
 * Prepares an authorization code request with PKCE: the verifier and state go into the client's
 * cookie, valid for one day, replacing any earlier pending request of that client. Returns the
 * issuer's URL to send the browser to (it sends it on to the client's start page) and the state.
 */
export async function createAuthorizationRequest(
  config: RealmClient,
  options: AuthorizationRequestOptions = {},
): Promise<{ url: string; state: string }> {
  const server = await getAuthorizationServer(config);
  if (!server.authorization_endpoint) throw new Error('The issuer has no authorization endpoint');
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const challenge = await oauth.calculatePKCECodeChallenge(verifier);
  writeCookie(config.pendingRequestCookie, JSON.stringify({ verifier, state }), CODE_CHALLENGE_COOKIE_MAX_AGE_SECONDS);
  const url = new URL(server.authorization_endpoint);
  const params = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: config.scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    resource: config.apiResource,
    prompt: 'login',
  });
  if (options.loginHint) params.set('login_hint', options.loginHint);
  url.search = params.toString();
  return { url: url.href, state };
}

function toStoredTokens(result: oauth.TokenEndpointResponse, now: number): StoredTokens {
  return {
    accessToken: result.access_token,
    refreshToken: result.refresh_token ?? null,
    expiresAt: now + (result.expires_in ?? 60) * 1000,
  };
}

/** The callback: checks the state against the cookie and redeems the code with the verifier. */
export async function completeAuthorization(config: RealmClient, callbackUrl: URL): Promise<StoredTokens> {
  const pending = readPending(config);
  deleteCookie(config.pendingRequestCookie);
  if (!pending) throw new Error('missing_code_verifier');
  const server = await getAuthorizationServer(config);
  const params = oauth.validateAuthResponse(server, client(config), callbackUrl, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    server,
    client(config),
    clientAuth,
    params,
    config.redirectUri,
    pending.verifier,
    { ...requestOptions(config), additionalParameters: { resource: config.apiResource } },
  );
  const result = await oauth.processAuthorizationCodeResponse(server, client(config), response);
  return toStoredTokens(result, Date.now());
}

/** The refresh_token grant; a refusal by the server becomes RefreshRejectedError. */
export async function refreshTokenGrant(config: RealmClient, refreshToken: string): Promise<StoredTokens> {
  const server = await getAuthorizationServer(config);
  try {
    const response = await oauth.refreshTokenGrantRequest(server, client(config), clientAuth, refreshToken, {
      ...requestOptions(config),
      additionalParameters: { resource: config.apiResource },
    });
    const result = await oauth.processRefreshTokenResponse(server, client(config), response);
    return toStoredTokens(result, Date.now());
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) throw new RefreshRejectedError(error.error);
    throw error;
  }
}

/** Best effort: tells the issuer the refresh token is no longer wanted. */
export async function revokeToken(config: RealmClient, token: string): Promise<void> {
  const server = await getAuthorizationServer(config);
  if (!server.revocation_endpoint) return;
  const response = await oauth.revocationRequest(server, client(config), clientAuth, token, {
    ...requestOptions(config),
    additionalParameters: { token_type_hint: 'refresh_token' },
  });
  await oauth.processRevocationResponse(response);
}

/** Turns any failure of the callback into the error / error_description pair of the start page. */
export function describeAuthorizationError(error: unknown): { error: string; error_description?: string } {
  if (error instanceof oauth.AuthorizationResponseError) {
    return { error: error.error, error_description: error.error_description };
  }
  if (error instanceof oauth.ResponseBodyError) {
    return { error: error.error, error_description: error.error_description };
  }
  return { error: 'authorization_failed' };
}
