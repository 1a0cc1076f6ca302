import { loginCodeSchema, loginEmailSchema, type SignInErrorCode } from '@lineup/contracts/auth';
import { authMessages } from '@lineup/contracts/auth-messages';
import { platformMessages } from '@lineup/contracts/messages';
import { isDatabaseBusy } from '@lineup/server-kit/database-busy';
import { fail } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
import type { SignInDirectory } from '@lineup/users/directories';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { AuthDb } from '../db/database';
import { reserveCodeMail } from '../domain/code-requests';
import {
  checkLoginCode,
  generateLoginCode,
  latestLoginCode,
  storeLoginCode,
  withdrawLoginCode,
} from '../domain/login-codes';
import { admitRateLimitedHit, type RateLimitedAction } from '../domain/rate-limits';
import type { SignInLimits } from '../domain/sign-in-limits';
import type { LoginCodeMailer } from '../mailer';
import type { SignInClient, SignInClients } from '../oidc/clients';
import { providerIo, requestClientAddress } from './request-context';

export type CodeAuthorizeDeps = {
  provider: Provider;
  db: AuthDb;
  directory: SignInDirectory;
  mailer: LoginCodeMailer;
  log: Logger;
  now: () => number;
  clients: SignInClients;
  trustProxyHops: number;
  limits: SignInLimits;
};

/**
 * The sign-in forms are a few hundred bytes (action, an e-mail of at most 254 characters, a
 * 6-character code). Anything over this is refused before more of it is read.
 */
export const CODE_AUTHORIZE_MAX_BODY_BYTES = 4 * 1024;

const codeRefusals = {
  invalid_code: platformMessages.codeIncorrect,
  too_many_attempts: platformMessages.codeTooManyAttempts,
  code_expired: platformMessages.codeExpired,
  code_used: authMessages.codeAlreadyUsed,
} as const;

type Refusal = { error: SignInErrorCode; description: string };

function field(form: Record<string, unknown>, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * POST /code/authorize: the login form (action=request, email) and the code form (action=verify,
 * code; an e-mail sent along is ignored). The answer is a 303: to the code page after a code is
 * sent, to the provider to finish the sign-in, or back to the login or code page with error and
 * error_description when something is refused; a body over 4 KB is a 413. The pages are those of
 * the sign-in's client (back office /auth/*, portal /portal/auth/*); without a sign-in in progress,
 * or with one of another client than the form's client_id (both sites' forms send theirs), the
 * form's pages answer that the sign-in has expired (the SPA then starts one); else the back office's.
 *
 * What the answers reveal: nothing about who has an account. A request for any well-formed address
 * leads to the code page (no name on it), and only an address that may sign in gets the mail. The
 * code step works on the e-mail this sign-in asked a code for, and its refusals never carry a name.
 */
export function codeAuthorizeRoutes(deps: CodeAuthorizeDeps) {
  const { provider, db, directory, mailer, log, now, clients, limits } = deps;
  const app = new Hono<AppEnv>();

  const toStart = (c: Context, client: SignInClient, refusal: Refusal, email?: string) => {
    const query = new URLSearchParams({ error: refusal.error, error_description: refusal.description });
    if (email) query.set('email', email);
    return c.redirect(`${client.startPage}?${query}`, 303);
  };
  const toCode = (c: Context, client: SignInClient, email: string, refusal?: Refusal) => {
    const query = new URLSearchParams({ email });
    if (refusal) {
      query.set('error', refusal.error);
      query.set('error_description', refusal.description);
    }
    return c.redirect(`${client.codePage}?${query}`, 303);
  };
  const admitted = (c: Context, action: RateLimitedAction, limit: number) =>
    admitRateLimitedHit(db, {
      action,
      clientAddress: requestClientAddress(c, deps.trustProxyHops),
      now: now(),
      limit,
      windowSeconds: limits.addressWindowSeconds,
    });
  const tooManyRequests: Refusal = { error: 'too_many_requests', description: platformMessages.tooManyRequests };

  async function requestCode(
    c: Context,
    client: SignInClient,
    interaction: Interaction,
    form: Record<string, unknown>,
  ) {
    const parsedEmail = loginEmailSchema.safeParse(field(form, 'email'));
    if (!parsedEmail.success) {
      const description = parsedEmail.error.issues[0]?.message ?? platformMessages.badRequest;
      return toStart(c, client, { error: 'invalid_email', description });
    }
    const email = parsedEmail.data;
    if (!(await admitted(c, 'code_request', limits.codeRequestsPerAddress))) {
      return toStart(c, client, tooManyRequests, email);
    }

    // Every well-formed address is answered alike, whether it may sign in here or not: the same
    // booking, a code stored, the code page without a name. Only someone who may sign in gets
    // the mail, and the answer does not wait for it, so neither the answer nor its timing tells
    // a stranger who has an account. Someone of the other side (staff at the portal, a customer at
    // the back office) is as unknown here as an address nobody has.
    const account = await directory.findByEmail(email);
    const reservation = await reserveCodeMail(db, {
      email,
      interactionUid: interaction.uid,
      clientAddress: requestClientAddress(c, deps.trustProxyHops),
      now: now(),
      limits,
    });
    if (!reservation.ok) {
      const description =
        reservation.reason === 'sign_in_quota'
          ? authMessages.signInCodeQuota
          : authMessages.codeMailBackoff(Math.ceil(reservation.waitSeconds / 60));
      const refusal: Refusal = { error: 'too_many_requests', description };
      // A code this sign-in already has for the address stays usable: keep the person on its page.
      const current = await latestLoginCode(db, interaction.uid);
      const usable = current?.email === email && !current.consumedAt && current.expiresAt.getTime() > now();
      return usable ? toCode(c, client, email, refusal) : toStart(c, client, refusal, email);
    }

    const code = generateLoginCode();
    const codeId = await storeLoginCode(db, { email, interactionUid: interaction.uid, code, now: now() });
    if (client.mayUse(account)) {
      // A mail that cannot be sent withdraws its code; the person asks for a new one on the code page.
      mailer.sendLoginCode({ email: account.email, firstName: account.firstName }, code).catch(async (error) => {
        log.error({ err: error, email }, 'login code could not be sent');
        await withdrawLoginCode(db, codeId).catch((withdrawError: unknown) => {
          log.error({ err: withdrawError, email }, 'unsent login code could not be withdrawn');
        });
      });
    }
    return toCode(c, client, email);
  }

  async function verifyCode(c: Context, client: SignInClient, interaction: Interaction, form: Record<string, unknown>) {
    const stored = await latestLoginCode(db, interaction.uid);
    if (!(await admitted(c, 'code_verify', limits.codeVerificationsPerAddress))) {
      return stored ? toCode(c, client, stored.email, tooManyRequests) : toStart(c, client, tooManyRequests);
    }
    // No code asked for in this sign-in (or a code page left from an earlier one).
    if (!stored) return toStart(c, client, { error: 'code_expired', description: platformMessages.codeExpired });

    const back = stored.email;
    const parsedCode = loginCodeSchema.safeParse(field(form, 'code'));
    if (!parsedCode.success) {
      return toCode(c, client, back, { error: 'invalid_code', description: platformMessages.codeIncorrect });
    }
    const checked = await checkLoginCode(db, { stored, code: parsedCode.data, now: now() });
    if (!checked.ok) {
      return toCode(c, client, back, { error: checked.reason, description: codeRefusals[checked.reason] });
    }

    // Only after the right code: whoever holds it already knows whose address it went to.
    const account = await directory.findByEmail(stored.email);
    if (!client.mayUse(account)) {
      return toStart(c, client, { error: 'unknown_email', description: client.unknownEmail }, stored.email);
    }
    const { req, res } = providerIo(c);
    const returnTo = await provider.interactionResult(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
    log.info({ accountId: account.id }, 'signed in with a login code');
    return c.redirect(returnTo, 303);
  }

  const sessionExpired: Refusal = { error: 'session_expired', description: platformMessages.signInSessionExpired };

  app.post(
    '/code/authorize',
    bodyLimit({
      maxSize: CODE_AUTHORIZE_MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the body is not read; the connection is not kept for another request.
        c.header('Connection', 'close');
        return fail(c, 413, authMessages.signInFormTooLarge);
      },
    }),
    async (c) => {
      // Until the sign-in in progress is found, the form's client_id (if one of ours) picks the pages.
      let client = clients.pagesOf(undefined);
      try {
        const form = await c.req.parseBody().catch(() => ({}));
        client = clients.pagesOf(field(form, 'client_id'));
        let interaction: Interaction;
        try {
          const { req, res } = providerIo(c);
          interaction = await provider.interactionDetails(req, res);
        } catch (error) {
          if (error instanceof errors.SessionNotFound) return toStart(c, client, sessionExpired);
          throw error;
        }
        client = clients.pagesOf(interaction.params.client_id);
        // The sign-in in progress in this browser was started by the other site (the portal
        // opened before the back office's login, or the reverse): it is not this form's, and
        // continuing it would hold this form's e-mail to the other site's rules. The form's site
        // starts a sign-in of its own, as when none is in progress.
        const formClientId = field(form, 'client_id');
        if (formClientId !== undefined && formClientId !== interaction.params.client_id) {
          return toStart(c, clients.pagesOf(formClientId), sessionExpired);
        }
        const action = field(form, 'action');
        if (action === 'request') return await requestCode(c, client, interaction, form);
        if (action === 'verify') return await verifyCode(c, client, interaction, form);
        return toStart(c, client, { error: 'invalid_request', description: platformMessages.signInFailed });
      } catch (error) {
        if (error instanceof errors.SessionNotFound) return toStart(c, client, sessionExpired);
        // An overloaded database is a reason to try again: the sign-in page says so.
        if (isDatabaseBusy(error)) {
          log.warn({ err: error }, 'database busy');
          return toStart(c, client, { error: 'server_error', description: platformMessages.databaseBusy });
        }
        log.error({ err: error }, 'sign-in step failed');
        return toStart(c, client, { error: 'server_error', description: platformMessages.internalError });
      }
    },
  );

  return app;
}
