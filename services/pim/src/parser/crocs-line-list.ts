import { uploadMessages } from '@lineup/contracts/messages';
import type { ItemAttributes, SkuSnapshot } from '@lineup/contracts/pim';
import { CROCS_LINE_LIST_COLUMNS, LINE_LIST_MAX_ROWS } from '@lineup/contracts/upload-limits';
import { isBlankRow, mapHeader, readDate, readNumber, readText } from './columns';
import { FileProblem } from './errors';
import type { FirstSheet } from './sheet-rows';

/** A parent item as read from the file: keyed by model code, one child per SKU and size. */
export type ParsedParent = {
  modelCode: string;
  franchise: string | null;
  silhouette: string;
  color: string;
  gender: string | null;
  msrp: number | null;
  expectedShippedDate: string | null;
  attributes: ItemAttributes;
  skus: SkuSnapshot[];
  /** The row it first appeared in. */
  row: number;
};

export type ParsedLineList = { season: string; year: number; parents: ParsedParent[]; rowsCount: number };

/** "Spring 2026", "Fall/Winter 2026", "SS 2026" → season and year. */
export function seasonFromSheetName(name: string): { season: string; year: number } {
  const m = /^\s*([A-Za-z][A-Za-z/&\- ]*?)[\s_-]+((?:19|20)\d{2})\s*$/.exec(name);
  if (!m) throw new FileProblem(uploadMessages.sheetNameWithoutSeason(name));
  return { season: m[1]!.trim(), year: Number(m[2]) };
}

const headerOf = (field: string) => CROCS_LINE_LIST_COLUMNS.find((c) => c.field === field)!.header;

/** 'a.jpg, b.jpg' (commas, semicolons, new lines or spaces); 'No Image' means none. */
export function splitImageUrls(text: string): string[] {
  return text
    .split(/[\s,;|]+/)
    .map((part) => part.trim())
    .filter((part) => part && !/^no$/i.test(part) && !/^image$/i.test(part));
}

const PARENT_FIELDS = [
  'franchise',
  'silhouette',
  'color',
  'gender',
  'msrp',
  'expected_shipped_date',
  'comfort_level',
  'height_range',
  'wear_occasion',
  'target_fit',
] as const;

/**
 * Reads the Crocs line-list sheet (README, "The Crocs line-list file"). The first problem found
 * stops the read with a message naming the column and the row.
 */
export async function parseCrocsLineList(
  sheet: FirstSheet,
  options: { maxRows?: number; onRows?: (count: number) => void } = {},
): Promise<ParsedLineList> {
  const { season, year } = seasonFromSheetName(sheet.name);
  const maxRows = options.maxRows ?? LINE_LIST_MAX_ROWS;
  let columns: Map<string, number> | undefined;
  const parents = new Map<string, ParsedParent & { values: Record<string, string | number | null> }>();
  const skuRows = new Map<string, number>();
  let rowsCount = 0;
  let sawAnyRow = false;

  for await (const row of sheet.rows) {
    if (isBlankRow(row.values)) continue;
    sawAnyRow = true;
    if (!columns) {
      if (row.number !== 1) {
        // The header row is row 1; anything above it is not ours.
      }
      columns = mapHeader(row.values, CROCS_LINE_LIST_COLUMNS);
      continue;
    }
    rowsCount++;
    if (rowsCount > maxRows) throw new FileProblem(uploadMessages.tooManyRows(maxRows));
    if (options.onRows && rowsCount % 1000 === 0) options.onRows(rowsCount);
    const n = row.number;
    const cell = (field: string) => row.values[columns!.get(field)!] ?? null;
    const text = (field: string, max = 200) => readText(cell(field), headerOf(field), n, max);
    const required = (field: string, max = 200) => {
      const value = text(field, max);
      if (!value) throw new FileProblem(uploadMessages.blankCell(headerOf(field), n));
      return value;
    };

    const modelCode = required('model_code', 100);
    const silhouette = required('silhouette');
    const color = required('color');
    const sku = required('sku', 100);
    const size = required('size', 40);
    const values: Record<string, string | number | null> = {
      franchise: text('franchise') || null,
      silhouette,
      color,
      gender: text('gender', 50) || null,
      msrp: readNumber(cell('msrp'), 'MSRP', n),
      expected_shipped_date: readDate(cell('expected_shipped_date'), headerOf('expected_shipped_date'), n),
      comfort_level: text('comfort_level') || null,
      height_range: text('height_range') || null,
      wear_occasion: text('wear_occasion') || null,
      target_fit: text('target_fit') || null,
    };
    if (values.msrp !== null && ((values.msrp as number) < 0 || (values.msrp as number) > 1_000_000)) {
      throw new FileProblem(uploadMessages.badNumber('MSRP', n, String(values.msrp)));
    }
    if (values.msrp !== null) values.msrp = Math.round((values.msrp as number) * 100) / 100;
    const firstSkuRow = skuRows.get(sku);
    if (firstSkuRow !== undefined) throw new FileProblem(uploadMessages.duplicateSku(sku, n, firstSkuRow));
    skuRows.set(sku, n);
    const image_urls = splitImageUrls(text('image_urls', 4000));

    let parent = parents.get(modelCode);
    if (!parent) {
      const attributes: ItemAttributes = {};
      for (const key of ['comfort_level', 'height_range', 'wear_occasion', 'target_fit'] as const) {
        if (values[key]) attributes[key] = values[key] as string;
      }
      parent = {
        modelCode,
        franchise: values.franchise as string | null,
        silhouette,
        color,
        gender: values.gender as string | null,
        msrp: values.msrp as number | null,
        expectedShippedDate: values.expected_shipped_date as string | null,
        attributes,
        skus: [],
        row: n,
        values,
      };
      parents.set(modelCode, parent);
    } else {
      for (const field of PARENT_FIELDS) {
        if (parent.values[field] !== values[field]) {
          throw new FileProblem(uploadMessages.inconsistentParent(modelCode, headerOf(field), n, parent.row));
        }
      }
    }
    parent.skus.push({ sku, size, image_urls });
  }
  if (!sawAnyRow) throw new FileProblem(uploadMessages.emptySheet(sheet.name));
  if (rowsCount === 0) throw new FileProblem(uploadMessages.noDataRows(sheet.name));
  return {
    season,
    year,
    rowsCount,
    parents: [...parents.values()].map(({ values: _values, ...parent }) => parent),
  };
}
