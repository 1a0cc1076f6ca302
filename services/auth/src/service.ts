/**
 * The auth issuer as both entry points run it: its own server (server.ts, a split deployment,
 * issuer at $AUTH_URL/oidc) and the one-process server (issuer at $PUBLIC_URL/oidc). One factory,
 * so the clients, the code mailer and the proxy setting cannot drift between them.
 */
import type { RuntimeConfig } from '@lineup/server-kit/env';
import type { Logger } from '@lineup/server-kit/logger';
import type { SignInDirectory } from '@lineup/users/directories';
import { type AuthService, createAuthService } from './app';
import type { AuthDb } from './db/database';
import { createLoginCodeMailer } from './mailer';
import { clientSettingsFor } from './oidc/clients';

export function createConfiguredAuthService(deps: {
  config: RuntimeConfig;
  db: AuthDb;
  directory: SignInDirectory;
  /** Where the issuer answers: $PUBLIC_URL/oidc in one process, $AUTH_URL/oidc on its own. */
  issuer: string;
  log: Logger;
}): Promise<AuthService> {
  const { config, db, directory, issuer, log } = deps;
  return createAuthService({
    db,
    directory,
    config: {
      publicUrl: config.publicUrl,
      issuer,
      clients: clientSettingsFor(config.publicUrl),
      trustProxyHops: config.trustProxyHops,
    },
    mailer: createLoginCodeMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    log,
  });
}
