import {
  brandImportFormatSchema,
  importFormatMessages,
  importFormatSampleSchema,
  importFormatSchema,
  saveImportFormatRequestSchema,
} from '@lineup/contracts/import-formats';
import { errorMessages, uploadMessages } from '@lineup/contracts/messages';
import { brandIdParamSchema } from '@lineup/contracts/pim';
import { UPLOAD_MAX_BYTES } from '@lineup/contracts/upload-limits';
import { fail, ok, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { PimDb } from '../../../db/database';
import { readImportFormatSample, requireBrand, sampleFileName } from '../domain/import-format-sample';
import { getBrandImportFormat, saveImportFormat } from '../domain/import-formats';

const wrongBrandInput = errorMessages.brands[400];

/**
 * The save request with its refusals worded: a broken rule of the format (a field mapped twice, a
 * required field unmapped, ...) answers with the schema's own message, which names the columns or
 * the field; this parse gives every issue the schema does not word itself (a wrong type, a missing
 * key) importFormatMessages.wrongInput, so only that one is passed over.
 */
const wordedSaveRequestSchema = z.unknown().transform((value, ctx) => {
  const parsed = saveImportFormatRequestSchema.safeParse(value, { error: () => importFormatMessages.wrongInput });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});
const isWorded = (message: string) => message !== importFormatMessages.wrongInput;

const importFormatsRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Import formats', ...doc });

const SAMPLE_PATH = /^\/api\/brands\/[^/]+\/import-format\/sample$/;

/**
 * The sample call takes a whole line-list file as its body, as large as an upload: the API's
 * 1 MB body limit steps aside for it and the route bounds it to UPLOAD_MAX_BYTES itself.
 */
export const isImportFormatSampleCall = (method: string, path: string) => method === 'POST' && SAMPLE_PATH.test(path);

/** /api/brands/:brandId/import-format: a brand's import format, its versions, and reading a sample. */
export function importFormatsRoutes(db: PimDb) {
  return new Hono<AppEnv>()
    .get(
      '/:brandId/import-format',
      importFormatsRoute({
        summary: "A brand's current import format, whether it uses the built-in Crocs format, and its versions",
        data: brandImportFormatSchema,
      }),
      validateInput('param', brandIdParamSchema, wrongBrandInput),
      async (c) => ok(c, await getBrandImportFormat(db, c.req.valid('param').brandId), importFormatMessages.loaded),
    )
    .put(
      '/:brandId/import-format',
      importFormatsRoute({
        summary:
          "Saves an import format as the brand's next version (201); the current version's own definition saves nothing and answers that version (200)",
        // The body is parsed with its refusals worded (above); the contract schema is what it takes.
        body: saveImportFormatRequestSchema,
        data: importFormatSchema,
        status: 201,
      }),
      validateInput('param', brandIdParamSchema, wrongBrandInput),
      validate('json', wordedSaveRequestSchema, importFormatMessages.wrongInput, isWorded),
      async (c) => {
        const { format, unchanged } = await saveImportFormat(
          db,
          c.req.valid('param').brandId,
          c.req.valid('json').definition,
        );
        if (unchanged) return ok(c, format, importFormatMessages.unchanged(format.version));
        return ok(c, format, importFormatMessages.saved(format.version), 201);
      },
    )
    .post(
      '/:brandId/import-format/sample',
      importFormatsRoute({
        summary:
          'Reads a sample line list (the raw request body, .xlsx or .xls, at most 25 MB; its URI-encoded name in the X-File-Name header) into a proposed format and its first rows; nothing is stored',
        data: importFormatSampleSchema,
        errors: [413],
      }),
      validateInput('param', brandIdParamSchema, wrongBrandInput),
      bodyLimit({ maxSize: UPLOAD_MAX_BYTES, onError: (c) => fail(c, 413, uploadMessages.fileTooLarge) }),
      async (c) => {
        const { brandId } = c.req.valid('param');
        await requireBrand(db, brandId);
        const file = sampleFileName(c.req.header('x-file-name'));
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        return ok(c, await readImportFormatSample(file, bytes), importFormatMessages.sampleRead);
      },
    );
}
