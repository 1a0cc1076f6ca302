import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Context, Hono } from 'hono';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import { authMessages, loginCodeSchema, loginEmailSchema, type SignInErrorCode } from '@lineup/contracts/auth';
import { platformMessages } from '@lineup/contracts/messages';
import type { AppEnv } from '@lineup/server-kit/http';
import type { Logger } from '@lineup/server-kit/logger';
import { mayUseBackOffice, type SignInAccount, type SignInDirectory } from '@lineup/users/domain/sign-in-directory';
import type { AuthDb } from '../db/database';
import { admitCodeRequest, type CodeRequestLimits } from '../domain/code-requests';
import { checkLoginCode, generateLoginCode, storeLoginCode, withdrawLoginCode } from '../domain/login-codes';
import type { LoginCodeMailer } from '../mailer';

export type CodeAuthorizeDeps = {
  provider: Provider;
  db: AuthDb;
  directory: SignInDirectory;
  mailer: LoginCodeMailer;
  log: Logger;
  now: () => number;
  publicUrl: string;
  trustProxy: boolean;
  limits: CodeRequestLimits;
};

const codeRefusals = {
  invalid_code: platformMessages.codeIncorrect,
  too_many_attempts: platformMessages.codeTooManyAttempts,
  code_expired: platformMessages.codeExpired,
  code_used: authMessages.codeAlreadyUsed,
} as const;

/**
 * What oidc-provider needs to find the sign-in in progress: the request's cookies (its signed
 * interaction cookie). Built from the Fetch request, so the route works under any Hono adapter;
 * the provider only reads from it.
 */
function providerIo(c: Context): { req: IncomingMessage; res: ServerResponse } {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const encrypted = new URL(c.req.url).protocol === 'https:';
  const req = { headers, method: c.req.method, url: c.req.path, socket: { encrypted } } as unknown as IncomingMessage;
  // Headers the provider would set here (it drops a bad cookie signature) are not needed.
  const res = { headersSent: false, getHeader: () => undefined, setHeader: () => undefined };
  return { req, res: res as unknown as ServerResponse };
}

function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The right-most entry is the one our own proxy appended; the rest the client can forge.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

function field(form: Record<string, unknown>, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * POST /code/authorize (spec point 7): the login form (action=request, email) and the code form
 * (action=verify, email, code). The answer is always a 303: to /auth/code after a code is sent,
 * to the provider to finish the sign-in, or back to /auth/start or /auth/code with error and
 * error_description when something is refused.
 */
export function codeAuthorizeRoutes(deps: CodeAuthorizeDeps) {
  const { provider, db, directory, mailer, log, now, publicUrl } = deps;
  const app = new Hono<AppEnv>();

  const toStart = (c: Context, error: SignInErrorCode, description: string, email?: string) => {
    const query = new URLSearchParams({ error, error_description: description });
    if (email) query.set('email', email);
    return c.redirect(`${publicUrl}/auth/start?${query}`, 303);
  };
  const toCode = (c: Context, account: SignInAccount, refusal?: { error: SignInErrorCode; description: string }) => {
    const query = new URLSearchParams({ name: account.firstName, email: account.email });
    if (refusal) {
      query.set('error', refusal.error);
      query.set('error_description', refusal.description);
    }
    return c.redirect(`${publicUrl}/auth/code?${query}`, 303);
  };

  async function requestCode(c: Context, interaction: Interaction, form: Record<string, unknown>) {
    const parsedEmail = loginEmailSchema.safeParse(field(form, 'email'));
    if (!parsedEmail.success) {
      return toStart(c, 'invalid_email', parsedEmail.error.issues[0]?.message ?? platformMessages.badRequest);
    }
    const email = parsedEmail.data;
    const admitted = await admitCodeRequest(db, {
      email,
      clientAddress: clientAddress(c, deps.trustProxy),
      now: now(),
      limits: deps.limits,
    });
    if (!admitted) return toStart(c, 'too_many_requests', platformMessages.tooManyRequests, email);

    const account = await directory.findByEmail(email);
    if (!mayUseBackOffice(account)) return toStart(c, 'unknown_email', platformMessages.unknownEmail, email);

    const code = generateLoginCode();
    const codeId = await storeLoginCode(db, { email, interactionUid: interaction.uid, code, now: now() });
    try {
      await mailer.sendLoginCode({ email: account.email, firstName: account.firstName }, code);
    } catch (error) {
      await withdrawLoginCode(db, codeId);
      log.error({ err: error, email }, 'login code could not be sent');
      return toStart(c, 'delivery_failed', authMessages.codeDeliveryFailed, email);
    }
    return toCode(c, account);
  }

  async function verifyCode(c: Context, interaction: Interaction, form: Record<string, unknown>) {
    const parsedEmail = loginEmailSchema.safeParse(field(form, 'email'));
    if (!parsedEmail.success) {
      return toStart(c, 'invalid_email', parsedEmail.error.issues[0]?.message ?? platformMessages.badRequest);
    }
    const email = parsedEmail.data;
    const account = await directory.findByEmail(email);
    if (!mayUseBackOffice(account)) return toStart(c, 'unknown_email', platformMessages.unknownEmail, email);

    const parsedCode = loginCodeSchema.safeParse(field(form, 'code'));
    if (!parsedCode.success) {
      return toCode(c, account, { error: 'invalid_code', description: platformMessages.codeIncorrect });
    }
    const checked = await checkLoginCode(db, {
      email,
      interactionUid: interaction.uid,
      code: parsedCode.data,
      now: now(),
    });
    if (!checked.ok) return toCode(c, account, { error: checked.reason, description: codeRefusals[checked.reason] });

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

  app.post('/code/authorize', async (c) => {
    try {
      const form = await c.req.parseBody().catch(() => ({}));
      let interaction: Interaction;
      try {
        const { req, res } = providerIo(c);
        interaction = await provider.interactionDetails(req, res);
      } catch (error) {
        if (error instanceof errors.SessionNotFound) {
          return toStart(c, 'session_expired', platformMessages.signInSessionExpired);
        }
        throw error;
      }
      const action = field(form, 'action');
      if (action === 'request') return await requestCode(c, interaction, form);
      if (action === 'verify') return await verifyCode(c, interaction, form);
      return toStart(c, 'invalid_request', platformMessages.signInFailed);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        return toStart(c, 'session_expired', platformMessages.signInSessionExpired);
      }
      log.error({ err: error }, 'sign-in step failed');
      return toStart(c, 'server_error', platformMessages.internalError);
    }
  });

  return app;
}
