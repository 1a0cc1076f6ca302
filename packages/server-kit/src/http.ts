import type { Envelope, Pagination } from '@lineup/contracts/envelope';
import { platformMessages } from '@lineup/contracts/messages';
import type { Context, ErrorHandler, Hono, MiddlewareHandler, Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { isDatabaseBusy } from './database-busy';
import { AppError } from './errors';
import type { AppEnv } from './http-types';
import { answerKept, keepAnswer } from './kept-answer';
import type { Logger } from './logger';
import type { ReadCache } from './read-cache';
import { requestIdentity } from './response-headers';
import { carriesUnstorableText } from './unstorable-text';

/**
 * The methods of the API's routes that carry a body and change data: every route that is not a
 * GET. Middleware that concerns only such requests (the body limit, publishing a change) is
 * mounted for these alone, so a read, the API's most frequent request, does not pass through it.
 */
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The success envelope every API answers with: `{ success, message, data, pagination? }`. */
export function ok<T>(
  c: Context,
  data: T,
  message = 'OK',
  status: ContentfulStatusCode = 200,
  pagination?: Pagination,
) {
  const body: Envelope<T> = pagination
    ? { success: true, message, data, pagination }
    : { success: true, message, data };
  return c.json(body, status);
}

/**
 * The success envelope around data already serialized: `dataJson` is JSON text of the route's
 * documented answer, built by the caller (a large answer written without its objects).
 */
export function okJson(c: Context, dataJson: string, message = 'OK') {
  return c.body(`{"success":true,"message":${JSON.stringify(message)},"data":${dataJson}}`, 200, {
    'content-type': 'application/json',
  });
}

/**
 * The success envelope of a cached read: the serialized answer is what the cache keeps, so a hit
 * costs no query and no JSON serialization (nor compression, after the first: kept-answer.ts).
 */
export async function okCached<T>(
  c: Context,
  cache: ReadCache,
  key: string,
  load: () => Promise<{ data: T; pagination?: Pagination }>,
) {
  const kept = await cache.get(key, async () => {
    const { data, pagination } = await load();
    const envelope: Envelope<T> = pagination
      ? { success: true, message: 'OK', data, pagination }
      : { success: true, message: 'OK', data };
    return keepAnswer(JSON.stringify(envelope));
  });
  return answerKept(c, kept);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, details?: Record<string, unknown>) {
  return c.json({ ...details, success: false as const, message }, status);
}

/** A Content-Type that announces JSON (application/json, application/<something>+json), as Hono reads it. */
const announcesJson = (contentType = '') =>
  /^application\/([\w.-]+\+)?json$/.test(contentType.split(';')[0]?.trim().toLowerCase() ?? '');

/**
 * Parses a request part with a contract schema; a failure answers 400 with the area's message,
 * or the first of the schema's own messages that `pickMessage` accepts, and never reaches the
 * handler. A body announced as JSON that does not parse gets the same 400 (not Hono's own
 * refusal, which an area's error handler would not word), and so does text the database cannot
 * store (a NUL character, an unpaired surrogate) anywhere in the part.
 */
export function validate<T extends z.ZodType, Target extends 'json' | 'query' | 'param'>(
  target: Target,
  schema: T,
  failureMessage: string,
  pickMessage?: (message: string) => boolean,
) {
  const check = validator(target, async (value, c) => {
    if (carriesUnstorableText(value)) return fail(c, 400, failureMessage);
    const parsed = await schema.safeParseAsync(value);
    if (!parsed.success) {
      const specific = pickMessage && parsed.error.issues.find((issue) => pickMessage(issue.message));
      return fail(c, 400, specific ? specific.message : failureMessage);
    }
    return parsed.data as z.output<T>;
  });
  if (target !== 'json') return check;
  const checkJson = async (c: Context, next: Next) => {
    if (announcesJson(c.req.header('content-type'))) {
      // Parsed once: Hono keeps the parsed body for the validator.
      const parsable = await c.req.json().then(
        () => true,
        () => false,
      );
      if (!parsable) return fail(c, 400, failureMessage);
    }
    return check(c, next);
  };
  return checkJson as unknown as typeof check;
}

/**
 * One JSON log line per request, carrying the request id (also echoed as X-Request-Id). One
 * middleware, not two: each step of Hono's chain costs every request an async call.
 */
export function requestLogging(log: Logger): MiddlewareHandler<AppEnv> {
  const identify = requestIdentity();
  return async (c, next) => {
    const started = performance.now();
    await identify(c, next);
    log.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}

/**
 * Maps thrown errors to the envelope: AppError as is, Hono's own refusals (a request it cannot
 * read) as the caller's 400-range error, a database too busy to answer in time as 503, anything
 * else 500 with the cause logged only. An area whose
 * 500 has its own wording passes it (or a function of the request choosing it).
 */
export function errorHandler(
  log: Logger | undefined,
  internalMessage: string | ((c: Context) => string),
  logLine = 'unhandled error',
): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return fail(c, error.status, error.message, error.details);
    if (error instanceof HTTPException && error.status < 500) return fail(c, error.status, platformMessages.badRequest);
    // An overloaded database is a reason to try again, not a fault of ours or of the request.
    if (isDatabaseBusy(error)) {
      log?.warn({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'database busy');
      return fail(c, 503, platformMessages.databaseBusy);
    }
    log?.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, logLine);
    return fail(c, 500, typeof internalMessage === 'string' ? internalMessage : internalMessage(c));
  };
}

/** The app-wide error handling: errorHandler, and 404 in the envelope for an unknown path. */
export function installErrorHandling(app: Hono<AppEnv>, log: Logger, internalMessage: string) {
  app.onError(errorHandler(log, internalMessage));
  app.notFound((c) => fail(c, 404, platformMessages.routeNotFound));
}
