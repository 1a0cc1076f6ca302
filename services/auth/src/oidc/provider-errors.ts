import { platformMessages } from '@lineup/contracts/error-messages';
import { isDatabaseBusy } from '@lineup/server-kit/database-busy';
import type { Logger } from '@lineup/server-kit/logger';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** Seconds a client is asked to wait before it tries again when the database is overloaded. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Answers a request that failed outside the provider's own handlers (our middleware before them)
 * because the database is overloaded: 503, Retry-After and the busy message, as the APIs answer.
 * Any other failure goes on to Koa's handler (500). Answers whether it answered.
 */
export function answerDatabaseBusy(ctx: KoaContextWithOIDC, error: unknown, log: Logger): boolean {
  if (!isDatabaseBusy(error)) return false;
  ctx.status = 503;
  ctx.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  ctx.type = 'text/plain';
  ctx.body = platformMessages.databaseBusy;
  log.warn({ err: error, path: `/oidc${ctx.path}` }, 'database busy');
  return true;
}

/**
 * How the provider's failures are answered and logged. A database too busy to answer in time (a
 * statement cancelled past its timeout, no pool connection free) is a reason to try again, not a
 * fault: 503 with Retry-After, as the APIs answer, instead of the provider's 500. The provider has
 * set its status and page or JSON body when it emits 'server_error'; the response is sent after.
 */
export function handleProviderErrors(provider: Provider, log: Logger): void {
  provider.on('server_error', (context: unknown, error: unknown) => {
    const ctx = context as KoaContextWithOIDC;
    if (isDatabaseBusy(error)) {
      ctx.status = 503;
      ctx.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      log.warn({ err: error, path: `/oidc${ctx.path}` }, 'database busy');
      return;
    }
    log.error({ err: error }, 'auth provider error');
  });
  provider.on('grant.error', (_ctx, error) => {
    const { error: code, error_detail: detail } = error as { error?: string; error_detail?: string };
    log.warn({ error: code, detail }, 'token request refused');
  });
}
