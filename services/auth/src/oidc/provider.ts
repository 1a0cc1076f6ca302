import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@lineup/contracts/constants';
import type { Logger } from '@lineup/server-kit/logger';
import type { SignInDirectory } from '@lineup/users/directories';
import Provider, {
  type AccessTokenLike,
  type Client,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { AuthDb } from '../db/database';
import { createOidcAdapter } from './adapter';
import type { SignInClients } from './clients';
import { renderErrorPage } from './pages';
import { answerDatabaseBusy, handleProviderErrors } from './provider-errors';
import type { ServiceSecrets } from './secrets';

export type ProviderSettings = {
  publicUrl: string;
  issuer: string;
  /**
   * Proxies of our own in front (TRUST_PROXY_HOPS). Above 0 the provider trusts their
   * X-Forwarded-Proto and -Host (an https issuer behind a TLS-terminating proxy needs it for its
   * secure cookies) and takes the client's address from X-Forwarded-For as clientAddress does.
   */
  trustProxyHops: number;
};

const DAY = 24 * 60 * 60;
/** Refresh tokens rotate on every use; the chain lives at most this long after the sign-in. */
const REFRESH_TOKEN_LIFETIME_SECONDS = 14 * DAY;
/** A sign-in (the e-mail step, then the code step) must finish within this time. */
const INTERACTION_TTL_SECONDS = 30 * 60;

const API_SCOPE = 'api';

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/**
 * The sign-in policy: the provider's default prompts, plus a login check that asks for a fresh
 * sign-in on every authorization request (the SPA also sends prompt=login). A browser session left
 * by an earlier sign-in therefore never signs anyone in again after a logout.
 */
function signInPolicy() {
  const { Check, base } = interactionPolicy;
  const policy = base();
  policy
    .get('login')
    ?.checks.add(
      new Check('fresh_sign_in', 'every authorization request needs a fresh sign-in', (ctx) =>
        ctx.oidc.route === 'resume' && ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
      0,
    );
  return policy;
}

export function createProvider(deps: {
  settings: ProviderSettings;
  clients: SignInClients;
  db: AuthDb;
  directory: SignInDirectory;
  secrets: ServiceSecrets;
  log: Logger;
}) {
  const { settings, clients, db, directory, secrets, log } = deps;
  const secure = new URL(settings.issuer).protocol === 'https:';
  const spaOrigin = new URL(settings.publicUrl).origin;
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure, signed: true };

  const provider = new Provider(settings.issuer, {
    adapter: createOidcAdapter(db),
    // Public clients of the one SPA: PKCE, exact redirect URIs, rotating refresh tokens alike.
    clients: clients.all.map((client) => ({
      client_id: client.clientId,
      client_name: 'Lineup',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: client.redirectUris,
    })),
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access'],
    claims: { openid: ['sub'] },
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    jwks: { keys: secrets.signingKeys },
    cookies: {
      keys: secrets.cookieKeys,
      long: cookieOptions,
      // Path '/': the interaction cookie must reach POST /code/authorize, not only /auth/start.
      short: { ...cookieOptions, path: '/' },
    },
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origin === spaOrigin,
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client may revoke only the tokens issued to it (the SPA revokes its refresh token on logout).
        allowedPolicy: async (_ctx: KoaContextWithOIDC, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // Each client may obtain only its own API's tokens: a customer's token never reaches a
      // back-office route, nor a staff token a portal route.
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx: KoaContextWithOIDC, client?: Client) => clients.find(client?.clientId)?.apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, resourceIndicator: string, client?: Client) => {
          if (resourceIndicator !== clients.find(client?.clientId)?.apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: resourceIndicator,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: {
      policy: signInPolicy(),
      url: (_ctx: KoaContextWithOIDC, interaction: { params: Record<string, unknown> }) => {
        const hint = interaction.params.login_hint;
        const query = typeof hint === 'string' && hint ? `?${new URLSearchParams({ email: hint })}` : '';
        return `${clients.pagesOf(interaction.params.client_id).startPage}${query}`;
      },
    },
    // Only those who may sign in at the client exist for the provider: a deactivated user's (or
    // organization's) refresh fails, and a person of the other side is nobody here.
    findAccount: async (ctx: KoaContextWithOIDC, sub: string) => {
      const client = clients.find(ctx.oidc.client?.clientId);
      const account = await directory.findById(sub);
      if (!client?.mayUse(account)) return undefined;
      return { accountId: account.id, claims: () => ({ sub: account.id }) };
    },
    // The verified token carries the subject's id (sub), email, firstName, lastName, kind and,
    // for a customer, organizationId.
    extraTokenClaims: async (_ctx: KoaContextWithOIDC, token: AccessTokenLike) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const client = clients.find(token.clientId);
      const account = await directory.findById(token.accountId);
      if (!client?.mayUse(account)) return undefined;
      return client.tokenClaims(account);
    },
    issueRefreshToken: (_ctx: KoaContextWithOIDC, client: Client) => client.grantTypeAllowed('refresh_token'),
    // A browser has one login session at the issuer, and a sign-in of another account replaces it:
    // staff in the back office and a buyer in the portal of the same browser would end each
    // other's tokens if these were bound to it. A sign-in's tokens live on their own instead,
    // until the refresh chain's lifetime, a logout's revocation or the account losing access.
    expiresWithSession: () => false,
    rotateRefreshToken: true,
    // First-party app: consent is given by signing in. A new grant per sign-in, so reuse
    // detection on one sign-in's refresh tokens never ends another.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      if (oidc.route !== 'resume' || !oidc.result?.login || !oidc.account || !oidc.client) return undefined;
      const existingId = oidc.result.consent?.grantId;
      let grant = existingId ? await oidc.provider.Grant.find(existingId) : undefined;
      if (grant && grant.accountId !== oidc.account.accountId) grant = undefined;
      grant ??= new oidc.provider.Grant({ accountId: oidc.account.accountId, clientId: oidc.client.clientId });
      const oidcScopes = [...oidc.requestParamOIDCScopes];
      if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes.join(' '));
      for (const [indicator, server] of Object.entries(oidc.resourceServers)) {
        const scopes = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
        if (scopes.length > 0) grant.addResourceScope(indicator, scopes.join(' '));
      }
      await grant.save();
      return grant;
    },
    renderError: (ctx: KoaContextWithOIDC, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(clients.pagesOf(ctx.oidc?.client?.clientId).homePage, out);
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: DAY,
      Grant: REFRESH_TOKEN_LIFETIME_SECONDS,
      // A rotated token inherits what is left of its predecessor's lifetime.
      RefreshToken: (ctx: { oidc?: { entities: { RotatedRefreshToken?: { remainingTTL: number } } } }) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_LIFETIME_SECONDS,
    },
  });
  provider.proxy = settings.trustProxyHops > 0;
  provider.maxIpsCount = settings.trustProxyHops;

  // Security headers and one JSON log line for every response of the provider. The path is logged
  // without its query: codes and states never reach the log.
  provider.use(async (ctx, next) => {
    const started = performance.now();
    const incomingId = ctx.get('x-request-id');
    const requestId = /^[\w\-=]{1,255}$/.test(incomingId) ? incomingId : randomUUID();
    // Set before the provider runs: its one inline script (the form_post page) adds its hash to
    // this CSP. Set again afterwards in case an error response dropped them.
    const applyHeaders = () => {
      ctx.set('X-Request-Id', requestId);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (!ctx.response.get(name)) ctx.set(name, value);
      }
    };
    applyHeaders();
    try {
      await next();
    } catch (error) {
      if (!answerDatabaseBusy(ctx, error, log)) throw error;
    } finally {
      applyHeaders();
      log.info(
        {
          requestId,
          method: ctx.method,
          path: `/oidc${ctx.path}`,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  handleProviderErrors(provider, log);

  return provider;
}
