import { Hono } from 'hono';
import { successToasts, uploadMessages } from '@lineup/contracts/messages';
import {
  isUploadRefusalMessage,
  presignedUploadRequestSchema,
  processOpenStockRequestSchema,
  processUploadRequestSchema,
} from '@lineup/contracts/uploads';
import { ok, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import {
  createPresignedUpload,
  type ProcessHooks,
  processLineListUpload,
  processOpenStockUpload,
  type UploadDeps,
} from '../domain/uploads';

/** Our own messages are sentences; zod's defaults are not shown to users. */
const ours = isUploadRefusalMessage;

/** /api/uploads: the presigned address, the file-processing call and open stock. */
export function uploadsRoutes(deps: UploadDeps, hooks?: ProcessHooks) {
  return new Hono<AppEnv>()
    .post(
      '/get-presigned-upload-url',
      validate('json', presignedUploadRequestSchema, uploadMessages.wrongInput, ours),
      async (c) => {
        const data = await createPresignedUpload(deps, c.req.valid('json'), {
          subject: c.get('auth')?.subject ?? 'unknown',
          requestOrigin: new URL(c.req.url).origin,
        });
        return ok(c, data, uploadMessages.uploadAddressCreated, 201);
      },
    )
    .post('/process', validate('json', processUploadRequestSchema, uploadMessages.wrongInput, ours), async (c) => {
      const data = await processLineListUpload(deps, c.req.valid('json'), hooks);
      return ok(c, data, successToasts.lineListUploaded, 201);
    })
    .post(
      '/open-stock/process',
      validate('json', processOpenStockRequestSchema, uploadMessages.wrongInput, ours),
      async (c) => {
        const data = await processOpenStockUpload(deps, c.req.valid('json'), hooks);
        return ok(c, data, successToasts.openStockUploaded, 201);
      },
    );
}
