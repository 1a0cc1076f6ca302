import { uploadMessages } from '@lineup/contracts/messages';
import { fail } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import { Hono } from 'hono';
import type { FilesystemStorage } from './filesystem';

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/**
 * PUT /storage/<key>?expires&size&ct&sig: the filesystem driver's presigned upload address. The
 * signature is the authorization (no bearer token); expired or altered → 403, larger than
 * signed → 413, sent with another Content-Type than signed → 400, and nothing is written.
 */
export function storageRoutes(storage: FilesystemStorage) {
  return new Hono<AppEnv>().put('/*', async (c) => {
    const url = new URL(c.req.url);
    const key = decodeURIComponent(url.pathname.replace(/^.*?\/storage\//, ''));
    const check = await storage.verifySignedPut(key, url.searchParams);
    if (!check.ok)
      return fail(
        c,
        403,
        check.reason === 'expired' ? uploadMessages.uploadUrlExpired : uploadMessages.uploadUrlInvalid,
      );
    // As S3 does for the type it signed: a body sent as anything else is refused (none at all is
    // taken as the signed type, which is always a spreadsheet type).
    const sentType = c.req.header('content-type');
    if (sentType !== undefined && mediaTypeOf(sentType) !== mediaTypeOf(check.contentType))
      return fail(c, 400, uploadMessages.putContentTypeMismatch(check.contentType));
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > check.maxBytes) return fail(c, 413, uploadMessages.uploadTooLargeForUrl);
    const body = c.req.raw.body;
    if (!body) return fail(c, 400, uploadMessages.wrongInput);
    const written = await storage.writeStream(key, body as unknown as AsyncIterable<Uint8Array>, check.maxBytes);
    if (!written.ok) return fail(c, 413, uploadMessages.uploadTooLargeForUrl);
    return c.body(null, 200);
  });
}
