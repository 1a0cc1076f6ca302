import type { IncomingMessage, ServerResponse } from 'node:http';
import { platformMessages } from '@lineup/contracts/messages';
import { installErrorHandling, requestLogging } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
import { securityHeaders } from '@lineup/server-kit/response-headers';
import type { SignInDirectory } from '@lineup/users/directories';
import { Hono } from 'hono';
import type { AuthDb } from './db/database';
import { deleteOldCodeRequests } from './domain/code-requests';
import { deleteExpiredLoginCodes } from './domain/login-codes';
import { deleteOldRateLimitHits } from './domain/rate-limits';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './domain/sign-in-limits';
import type { LoginCodeMailer } from './mailer';
import { deleteExpiredOidcRows } from './oidc/adapter';
import { boundAuthorizationsPerAddress } from './oidc/authorization-bound';
import { type AuthClientsSettings, signInClients } from './oidc/clients';
import { createOidcListener } from './oidc/listener';
import { createProvider } from './oidc/provider';
import { loadServiceSecrets, type PublicJwk, toPublicJwk } from './oidc/secrets';
import { codeAuthorizeRoutes } from './routes/code-authorize';

export type AuthServiceConfig = {
  /** The SPA's origin, e.g. http://localhost:3000 (no trailing slash). */
  publicUrl: string;
  /** publicUrl + '/oidc' in the default start; used exactly as given. */
  issuer: string;
  /**
   * The back office's client (lineup-web: redirect publicUrl + '/auth/callback', resource
   * publicUrl + '/api') and the customer portal's (lineup-portal: publicUrl +
   * '/portal/auth/callback', publicUrl + '/api/portal').
   */
  clients: AuthClientsSettings;
  /**
   * How many proxies of our own stand in front (TRUST_PROXY_HOPS; default 0). Rate limits count
   * the socket's peer with 0, else the N-th X-Forwarded-For entry from the right (IPv6 by /64);
   * above 0 the provider also trusts X-Forwarded-Proto, which an https issuer behind a
   * TLS-terminating proxy needs.
   */
  trustProxyHops?: number;
  /** Rate limits and quotas of the sign-in; DEFAULT_SIGN_IN_LIMITS where not given. */
  limits?: Partial<SignInLimits>;
};

export type AuthService = {
  /** POST /code/authorize. */
  app: Hono<AppEnv>;
  /** For requests whose path is /oidc or starts with /oidc/ (passed as they arrived). */
  oidcListener: (req: IncomingMessage, res: ServerResponse) => void;
  /** The public signing keys, so in-process APIs verify tokens without an HTTP round trip. */
  publicJwks: () => Promise<{ keys: PublicJwk[] }>;
  /** Stops the periodic clean-up. Does not close the database. */
  close: () => Promise<void>;
};

/** How often expired provider rows, login codes, old code requests and rate-limit hits are deleted. */
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The authentication service: oidc-provider (authorization code + PKCE, JWT access tokens,
 * rotating refresh tokens) under /oidc, and the e-mail one-time code step at POST /code/authorize.
 */
export async function createAuthService(deps: {
  db: AuthDb;
  directory: SignInDirectory;
  config: AuthServiceConfig;
  mailer: LoginCodeMailer;
  log: Logger;
  /** The clock of login codes and rate limits (tests move it); oidc-provider keeps its own. */
  now?: () => number;
}): Promise<AuthService> {
  const { db, directory, config, mailer, log } = deps;
  const now = deps.now ?? Date.now;
  const trustProxyHops = config.trustProxyHops ?? 0;
  // This service speaks plain HTTP: an https issuer means a TLS-terminating proxy, and without
  // trusting its X-Forwarded-Proto the provider cannot set its secure cookies (every sign-in fails).
  if (new URL(config.issuer).protocol === 'https:' && trustProxyHops === 0) {
    throw new Error(
      `The issuer ${config.issuer} is https, so a TLS-terminating proxy is in front: set trustProxyHops (TRUST_PROXY_HOPS) to the number of proxies.`,
    );
  }
  const limits: SignInLimits = { ...DEFAULT_SIGN_IN_LIMITS, ...config.limits };

  const secrets = await loadServiceSecrets(db);
  const clients = signInClients(config.publicUrl, config.clients);
  const provider = createProvider({
    settings: { publicUrl: config.publicUrl, issuer: config.issuer, trustProxyHops },
    clients,
    db,
    directory,
    secrets,
    log,
  });
  provider.use(boundAuthorizationsPerAddress({ db, clients, trustProxyHops, limits, now }));

  const app = new Hono<AppEnv>();
  app.use('*', requestLogging(log));
  app.use('*', securityHeaders());
  installErrorHandling(app, log, platformMessages.internalError);
  app.route(
    '/',
    codeAuthorizeRoutes({
      provider,
      db,
      directory,
      mailer,
      log,
      now,
      clients,
      trustProxyHops,
      limits,
    }),
  );

  const cleanUp = async () => {
    try {
      await deleteExpiredOidcRows(db, Date.now());
      await deleteExpiredLoginCodes(db, now());
      await deleteOldCodeRequests(db, now(), limits);
      await deleteOldRateLimitHits(db, now(), limits.addressWindowSeconds);
    } catch (error) {
      log.error({ err: error }, 'auth clean-up failed');
    }
  };
  const timer = setInterval(cleanUp, CLEANUP_INTERVAL_MS);
  timer.unref();

  const keys = secrets.signingKeys.map(toPublicJwk);
  return {
    app,
    oidcListener: createOidcListener(provider),
    publicJwks: async () => ({ keys }),
    close: async () => clearInterval(timer),
  };
}
