import {
  brandImportFormatSchema,
  importFormatSampleSchema,
  importFormatSchema,
  saveImportFormatRequestSchema,
} from '@lineup/contracts/import-formats';
import { brandIdParamSchema } from '@lineup/contracts/pim';
import type { RouteDoc, RouteDocs } from '@lineup/server-kit/openapi';

const importFormats = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Import formats', ...doc });

/** A brand's import format: read, saved as the next version, and proposed from a sample file. */
export const importFormatRouteDocs: RouteDocs = {
  'GET /api/brands/:brandId/import-format': importFormats({
    summary: "A brand's current import format, whether it uses the built-in Crocs format, and its versions",
    params: brandIdParamSchema,
    data: brandImportFormatSchema,
  }),
  'PUT /api/brands/:brandId/import-format': importFormats({
    summary:
      "Saves an import format as the brand's next version (201); the current version's own definition saves nothing and answers that version (200)",
    params: brandIdParamSchema,
    body: saveImportFormatRequestSchema,
    data: importFormatSchema,
    status: 201,
  }),
  'POST /api/brands/:brandId/import-format/sample': importFormats({
    summary:
      'Reads a sample line list (the raw request body, .xlsx or .xls, at most 25 MB; its URI-encoded name in the X-File-Name header) into a proposed format and its first rows; nothing is stored',
    params: brandIdParamSchema,
    data: importFormatSampleSchema,
    errors: [413],
  }),
};
