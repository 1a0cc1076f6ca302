import type { MiddlewareHandler } from 'hono';
import { type AppEnv, fail } from '@lineup/server-kit/http';

/**
 * Put before `validate('json', ...)`: a body announced as JSON that does not parse gets 400 with
 * the area's message (Hono's validator would throw, which the error handler turns into a 500).
 */
export function parsableJson(failureMessage: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (/^application\/([\w.-]+\+)?json/i.test(c.req.header('content-type') ?? '')) {
      try {
        await c.req.json();
      } catch {
        return fail(c, 400, failureMessage);
      }
    }
    await next();
  };
}
