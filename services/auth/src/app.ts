import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { platformMessages } from '@lineup/contracts/messages';
import { type AppEnv, installErrorHandling, requestLogging, securityHeaders } from '@lineup/server-kit/http';
import type { Logger } from '@lineup/server-kit/logger';
import type { SignInDirectory } from '@lineup/users/domain/sign-in-directory';
import type { AuthDb } from './db/database';
import { DEFAULT_CODE_REQUEST_LIMITS, deleteOldCodeRequests, type CodeRequestLimits } from './domain/code-requests';
import { deleteExpiredLoginCodes } from './domain/login-codes';
import type { LoginCodeMailer } from './mailer';
import { deleteExpiredOidcRows } from './oidc/adapter';
import { createOidcListener, createProvider } from './oidc/provider';
import { loadServiceSecrets, type PublicJwk, toPublicJwk } from './oidc/secrets';
import { codeAuthorizeRoutes } from './routes/code-authorize';

export type AuthServiceConfig = {
  /** The SPA's origin, e.g. http://localhost:3000 (no trailing slash). */
  publicUrl: string;
  /** publicUrl + '/oidc' in the default start; used exactly as given. */
  issuer: string;
  /** publicUrl + '/api': the audience of access tokens. */
  apiResource: string;
  /** [publicUrl + '/auth/callback'], matched exactly. */
  redirectUris: string[];
  /**
   * Trust X-Forwarded-For / X-Forwarded-Proto from a proxy in front. Defaults to true when the
   * issuer is https (this service speaks plain HTTP, so https means a TLS-terminating proxy).
   */
  trustProxy?: boolean;
  /** Limits on asking for codes; defaults: 5 per e-mail and 20 per address per 10 minutes. */
  codeRequestLimits?: CodeRequestLimits;
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

/** How often expired provider rows, login codes and old code requests are deleted. */
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
  const trustProxy = config.trustProxy ?? new URL(config.issuer).protocol === 'https:';
  const limits = config.codeRequestLimits ?? DEFAULT_CODE_REQUEST_LIMITS;

  const secrets = await loadServiceSecrets(db);
  const provider = createProvider({
    settings: { ...config, trustProxy },
    db,
    directory,
    secrets,
    log,
  });

  const app = new Hono<AppEnv>();
  app.use('*', ...requestLogging(log));
  app.use('*', securityHeaders());
  installErrorHandling(app, log, platformMessages.internalError);
  app.route(
    '/',
    codeAuthorizeRoutes({ provider, db, directory, mailer, log, now, publicUrl: config.publicUrl, trustProxy, limits }),
  );

  const cleanUp = async () => {
    try {
      await deleteExpiredOidcRows(db, Date.now());
      await deleteExpiredLoginCodes(db, now());
      await deleteOldCodeRequests(db, now(), limits);
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
