import { z } from 'zod';
import {
  IMPORT_FIELDS,
  IMPORT_HEADER_SEARCH_ROWS,
  type ImportFormatDefinition,
  REQUIRED_IMPORT_FIELDS,
  SIZE_CELL_KINDS,
  SIZE_COLUMN_FIELDS,
} from './import-format-definition';
import { normalizeHeaderText } from './import-format-headers';
import { importFormatMessages } from './import-format-messages';

export * from './import-format-definition';
export { importFormatMessages } from './import-format-messages';

/**
 * A brand's import format over the API:
 *   GET  /api/brands/{brandId}/import-format         the current format and its versions
 *   POST /api/brands/{brandId}/import-format/sample  a sample file (the request body, at most
 *        25 MB; its name in X-File-Name) read into a proposed format and its first rows
 *   PUT  /api/brands/{brandId}/import-format         saves a format as the brand's next version
 */

/** Headers are compared without regard to case, spaces and punctuation ("Image URL(s)" = "image urls"). */
export { normalizeHeaderText } from './import-format-headers';

const headerSchema = z.string().trim().min(1).max(200);
const COLUMN_MAX = 256;

const seasonSourceSchema = z.discriminatedUnion('from', [
  z.object({ from: z.literal('sheet-name') }),
  z.object({
    from: z.literal('cell'),
    cell: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{1,2}[1-9]\d?$/, importFormatMessages.seasonCellInvalid),
  }),
  z.object({
    from: z.literal('fixed'),
    season: z.string().trim().min(1, importFormatMessages.seasonFixedInvalid).max(50),
    year: z.number().int().min(2000, importFormatMessages.seasonFixedInvalid).max(2100),
  }),
]);

/**
 * A format as staff save it. Beyond the shapes: each field is filled by one column, each header
 * names one column, the fields every SKU needs are mapped (in the wide layout SKU and size come
 * from the size columns, which must exist and name distinct sizes), and a season cell is above
 * the header row. Each refusal names the columns or the field.
 */
export const importFormatDefinitionSchema = z
  .object({
    headerRow: z
      .number()
      .int()
      .min(1, importFormatMessages.headerRowOutOfRange(IMPORT_HEADER_SEARCH_ROWS))
      .max(IMPORT_HEADER_SEARCH_ROWS, importFormatMessages.headerRowOutOfRange(IMPORT_HEADER_SEARCH_ROWS)),
    layout: z.enum(['narrow', 'wide']),
    columns: z
      .array(
        z.object({
          header: headerSchema,
          field: z.enum(IMPORT_FIELDS),
          aliases: z.array(headerSchema).max(10).optional(),
        }),
      )
      .max(COLUMN_MAX),
    sizeColumns: z.array(z.object({ header: headerSchema, size: z.string().trim().min(1).max(40) })).max(COLUMN_MAX),
    sizeCells: z.enum(SIZE_CELL_KINDS),
    season: seasonSourceSchema,
    ignoredHeaders: z.array(headerSchema).max(COLUMN_MAX),
    extraColumns: z.enum(['ignore', 'refuse']),
  })
  .superRefine((format, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    const byField = new Map<string, string>();
    for (const column of format.columns) {
      const first = byField.get(column.field);
      if (first !== undefined) issue(importFormatMessages.fieldMappedTwice(column.field, first, column.header));
      else byField.set(column.field, column.header);
    }
    const headers = new Set<string>();
    for (const header of [
      ...format.columns.map((c) => c.header),
      ...format.sizeColumns.map((c) => c.header),
      ...format.ignoredHeaders,
    ]) {
      const key = normalizeHeaderText(header);
      if (headers.has(key)) issue(importFormatMessages.headerTwice(header));
      headers.add(key);
    }
    const wide = format.layout === 'wide';
    for (const field of REQUIRED_IMPORT_FIELDS) {
      const fromSizeColumns = wide && (SIZE_COLUMN_FIELDS as readonly string[]).includes(field);
      if (!fromSizeColumns && !byField.has(field)) issue(importFormatMessages.requiredFieldUnmapped(field));
    }
    if (wide) {
      for (const field of SIZE_COLUMN_FIELDS)
        if (byField.has(field)) issue(importFormatMessages.wideFieldMapped(field));
      if (format.sizeColumns.length === 0) issue(importFormatMessages.wideNeedsSizeColumns);
      const sizes = new Set<string>();
      for (const { size } of format.sizeColumns) {
        if (sizes.has(size)) issue(importFormatMessages.sizeTwice(size));
        sizes.add(size);
      }
    }
    if (format.season.from === 'cell') {
      const row = Number(/\d+$/.exec(format.season.cell)?.[0]);
      if (row >= format.headerRow) issue(importFormatMessages.seasonCellInvalid);
    }
  }) satisfies z.ZodType<ImportFormatDefinition, unknown>;

export const saveImportFormatRequestSchema = z.object({ definition: importFormatDefinitionSchema });
export type SaveImportFormatRequest = z.input<typeof saveImportFormatRequestSchema>;

/** One saved version of a brand's format. */
export const importFormatSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  version: z.number(),
  definition: z.custom<ImportFormatDefinition>(),
  createdAt: z.string(),
});
export type ImportFormat = z.infer<typeof importFormatSchema>;

/**
 * GET /api/brands/{brandId}/import-format: the current version (null when the brand has none),
 * whether uploads use the built-in Crocs format instead (a brand named like Crocs with none of its
 * own), and every version, newest first.
 */
export const brandImportFormatSchema = z.object({
  current: importFormatSchema.nullable(),
  usesBuiltInCrocsFormat: z.boolean(),
  versions: z.array(z.object({ version: z.number(), createdAt: z.string() })),
});
export type BrandImportFormat = z.infer<typeof brandImportFormatSchema>;

/**
 * A row of a sample as text, the way it would import (sizes '10', '7.5'; UPCs whole; dates
 * YYYY-MM-DD). `unsavedFormulas`, on a row that has any, maps a column index to the formula of a
 * cell saved without its result (its text is empty): the import refuses such a cell.
 */
export const sampleRowSchema = z.object({
  row: z.number(),
  cells: z.array(z.string()),
  unsavedFormulas: z.record(z.string(), z.string()).optional(),
});
export type SampleRow = z.infer<typeof sampleRowSchema>;

/**
 * POST /api/brands/{brandId}/import-format/sample: the first sheet's name, its first rows (the
 * header search rows and IMPORT_SAMPLE_ROWS after the header), the proposed format, and the season
 * it finds with it (null when none).
 */
export const importFormatSampleSchema = z.object({
  fileName: z.string(),
  sheetName: z.string(),
  rows: z.array(sampleRowSchema),
  proposal: z.custom<ImportFormatDefinition>(),
  seasonFound: z.object({ season: z.string(), year: z.number() }).nullable(),
});
export type ImportFormatSample = z.infer<typeof importFormatSampleSchema>;
