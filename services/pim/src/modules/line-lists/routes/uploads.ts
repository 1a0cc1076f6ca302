import { successToasts, uploadMessages } from '@lineup/contracts/messages';
import {
  isUploadRefusalMessage,
  presignedUploadRequestSchema,
  processOpenStockRequestSchema,
  processUploadRequestSchema,
} from '@lineup/contracts/uploads';
import {
  openStockResponseSchema,
  presignedUploadResponseSchema,
  processUploadResponseSchema,
} from '@lineup/contracts/uploads-responses';
import { ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import {
  createPresignedUpload,
  type ProcessHooks,
  processLineListUpload,
  processOpenStockUpload,
  type UploadDeps,
} from '../domain/uploads';

/** Our own messages are sentences; zod's defaults are not shown to users. */
const ours = isUploadRefusalMessage;
const uploadsRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Uploads', ...doc });

/** /api/uploads: the presigned address, the file-processing call and open stock. */
export function uploadsRoutes(deps: UploadDeps, hooks?: ProcessHooks) {
  return new Hono<AppEnv>()
    .post(
      '/get-presigned-upload-url',
      uploadsRoute({
        summary: "An address to PUT a spreadsheet's bytes to, and the metadata stored with it",
        data: presignedUploadResponseSchema,
        status: 201,
      }),
      validateInput('json', presignedUploadRequestSchema, uploadMessages.wrongInput, ours),
      async (c) => {
        const data = await createPresignedUpload(deps, c.req.valid('json'), {
          subject: c.get('auth')?.subject ?? 'unknown',
          requestOrigin: new URL(c.req.url).origin,
        });
        return ok(c, data, uploadMessages.uploadAddressCreated, 201);
      },
    )
    .post(
      '/process',
      uploadsRoute({
        summary: 'Reads an uploaded line-list file into a staged line list to preview',
        data: processUploadResponseSchema,
        status: 201,
        errors: [404, 409],
      }),
      validateInput('json', processUploadRequestSchema, uploadMessages.wrongInput, ours),
      async (c) => {
        const data = await processLineListUpload(deps, c.req.valid('json'), hooks);
        return ok(c, data, successToasts.lineListUploaded, 201);
      },
    )
    .post(
      '/open-stock/process',
      uploadsRoute({
        summary: "Reads an uploaded open-stock file; replaces the brand's open stock of its stock type",
        data: openStockResponseSchema,
        status: 201,
        errors: [404, 409],
      }),
      validateInput('json', processOpenStockRequestSchema, uploadMessages.wrongInput, ours),
      async (c) => {
        const data = await processOpenStockUpload(deps, c.req.valid('json'), hooks);
        return ok(c, data, successToasts.openStockUploaded, 201);
      },
    );
}
