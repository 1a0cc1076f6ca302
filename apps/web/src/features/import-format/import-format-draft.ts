import {
  columnIndex,
  columnLetter,
  sizeFromHeader,
  suggestImportField,
  WIDE_MIN_SIZE_COLUMNS,
} from '@lineup/contracts/import-format-suggest';
import {
  type ImportField,
  type ImportFormatDefinition,
  importFormatDefinitionSchema,
  normalizeHeaderText,
  type SampleRow,
  SIZE_COLUMN_FIELDS,
  type SizeCellKind,
} from '@lineup/contracts/import-formats';

/**
 * The import-format editor's state, kept apart from the definition it saves: a choice per column of
 * the sample's header row (by its position), and every season input (switching the season's source
 * keeps what was typed in the others). `definitionFromDraft` turns it into the definition.
 */

/** What a column of the header row fills: a field, a size (wide layout), or nothing. */
export type ColumnChoice =
  | { kind: 'field'; field: ImportField; aliases?: string[] }
  | { kind: 'size'; size: string }
  | { kind: 'ignored' };

export type SeasonDraft = { from: 'sheet-name' | 'cell' | 'fixed'; cell: string; season: string; year: string };

export type ImportFormatDraft = {
  headerRow: number;
  layout: 'narrow' | 'wide';
  /** By the column's index in the header row; columns with a blank header have none. */
  choices: Record<number, ColumnChoice>;
  /** The choices of the header rows left, by normalized header: coming back to a row keeps them. */
  remembered: Record<string, ColumnChoice>;
  sizeCells: SizeCellKind;
  season: SeasonDraft;
  extraColumns: 'ignore' | 'refuse';
};

/** A column of the header row that names something (blank headers are not columns of a format). */
export type HeaderCell = { index: number; letter: string; header: string };

export function rowCells(rows: readonly SampleRow[], row: number): string[] {
  return rows.find((candidate) => candidate.row === row)?.cells ?? [];
}

export function headerCellsOf(rows: readonly SampleRow[], headerRow: number): HeaderCell[] {
  return rowCells(rows, headerRow).flatMap((cell, index) =>
    cell.trim() ? [{ index, letter: columnLetter(index), header: cell.trim() }] : [],
  );
}

/** The value of a cell named like "B1" in the sample ('' when the sample does not hold it). */
export function sampleCellValue(rows: readonly SampleRow[], reference: string): string {
  const match = /^([A-Z]{1,2})([1-9]\d*)$/.exec(reference.trim().toUpperCase());
  if (!match) return '';
  return (rowCells(rows, Number(match[2]))[columnIndex(match[1]!)] ?? '').trim();
}

const seasonDraftOf = (season: ImportFormatDefinition['season']): SeasonDraft => ({
  from: season.from,
  cell: season.from === 'cell' ? season.cell : '',
  season: season.from === 'fixed' ? season.season : '',
  year: season.from === 'fixed' ? String(season.year) : '',
});

/** The editor's state for a definition (the server's proposal) over the sample it was made from. */
export function draftFromDefinition(definition: ImportFormatDefinition, rows: readonly SampleRow[]): ImportFormatDraft {
  const fields = new Map<string, { field: ImportField; aliases?: string[] }>();
  for (const column of definition.columns) {
    for (const header of [column.header, ...(column.aliases ?? [])])
      fields.set(normalizeHeaderText(header), { field: column.field, aliases: column.aliases });
  }
  const sizes = new Map(definition.sizeColumns.map((column) => [normalizeHeaderText(column.header), column.size]));
  const choices: Record<number, ColumnChoice> = {};
  for (const cell of headerCellsOf(rows, definition.headerRow)) {
    const key = normalizeHeaderText(cell.header);
    const field = fields.get(key);
    const size = sizes.get(key);
    choices[cell.index] = field
      ? { kind: 'field', ...field }
      : size !== undefined
        ? { kind: 'size', size }
        : { kind: 'ignored' };
  }
  return {
    headerRow: definition.headerRow,
    layout: definition.layout,
    choices,
    remembered: {},
    sizeCells: definition.sizeCells,
    season: seasonDraftOf(definition.season),
    extraColumns: definition.extraColumns,
  };
}

const UPC = /^\d{8,14}$/;

/**
 * The draft for another header row, proposed as proposeImportFormat does on that row: a column
 * whose header was in a header row chosen before keeps the choice it had there; any other gets
 * the suggested field (unless a column already fills it), else a size when its header is one,
 * else nothing. The layout is wide with at least three size columns and no column for the size
 * (SKU and size then come from the size columns); their cells hold UPCs when most filled ones in
 * the sample look like UPCs, else quantities.
 */
export function reproposeDraft(
  draft: ImportFormatDraft,
  rows: readonly SampleRow[],
  headerRow: number,
): ImportFormatDraft {
  const remembered = { ...draft.remembered };
  for (const cell of headerCellsOf(rows, draft.headerRow)) {
    const choice = draft.choices[cell.index];
    if (choice) remembered[normalizeHeaderText(cell.header)] = choice;
  }
  const kept = new Map(Object.entries(remembered));
  const cells = headerCellsOf(rows, headerRow);
  const keptOf = (cell: HeaderCell) => kept.get(normalizeHeaderText(cell.header));
  const isSize = (cell: HeaderCell) => {
    const choice = keptOf(cell);
    return choice ? choice.kind === 'size' : !suggestImportField(cell.header) && sizeFromHeader(cell.header) !== null;
  };
  const keptFields = new Set(
    cells.flatMap((cell) => {
      const choice = keptOf(cell);
      return choice?.kind === 'field' ? [choice.field] : [];
    }),
  );
  const layout = cells.filter(isSize).length >= WIDE_MIN_SIZE_COLUMNS && !keptFields.has('size') ? 'wide' : 'narrow';
  // In the wide layout SKU and size come from the size columns: no column is proposed for them.
  const taken = new Set<ImportField>(layout === 'wide' ? [...keptFields, ...SIZE_COLUMN_FIELDS] : keptFields);
  const choices: Record<number, ColumnChoice> = {};
  for (const cell of cells) {
    const keptChoice = keptOf(cell);
    const field = suggestImportField(cell.header);
    const size = sizeFromHeader(cell.header);
    if (keptChoice) choices[cell.index] = keptChoice;
    else if (field && !taken.has(field)) {
      taken.add(field);
      choices[cell.index] = { kind: 'field', field };
    } else choices[cell.index] = size === null ? { kind: 'ignored' } : { kind: 'size', size };
  }
  const sizeIndexes = cells.filter((cell) => choices[cell.index]?.kind === 'size').map((cell) => cell.index);
  const filled = rows
    .filter((row) => row.row > headerRow)
    .flatMap((row) => sizeIndexes.map((index) => (row.cells[index] ?? '').trim()))
    .filter(Boolean);
  const upcs = filled.filter((value) => UPC.test(value)).length;
  const sizeCells = filled.length > 0 && upcs * 2 > filled.length ? 'upc' : 'quantity';
  return {
    ...draft,
    headerRow,
    layout,
    choices,
    remembered,
    sizeCells: layout === 'wide' ? sizeCells : draft.sizeCells,
  };
}

/**
 * The draft in another layout. Going wide, a column left out whose header is a size ("7.5",
 * "M8/W10") becomes that size's column, as a proposal would have made it.
 */
export function withLayout(
  draft: ImportFormatDraft,
  rows: readonly SampleRow[],
  layout: ImportFormatDraft['layout'],
): ImportFormatDraft {
  if (layout === 'narrow') return { ...draft, layout };
  const choices = { ...draft.choices };
  for (const { index, header } of headerCellsOf(rows, draft.headerRow)) {
    const size = choices[index]?.kind === 'ignored' ? sizeFromHeader(header) : null;
    if (size !== null) choices[index] = { kind: 'size', size };
  }
  return { ...draft, layout, choices };
}

function seasonOf(season: SeasonDraft): ImportFormatDefinition['season'] {
  if (season.from === 'sheet-name') return { from: 'sheet-name' };
  if (season.from === 'cell') return { from: 'cell', cell: season.cell.trim().toUpperCase() };
  // A year that is not four digits is sent as 0, so the schema answers with its own message.
  const year = /^\s*\d{4}\s*$/.test(season.year) ? Number(season.year) : 0;
  return { from: 'fixed', season: season.season.trim(), year };
}

/**
 * The definition the draft saves. In the one-row-per-SKU layout a column chosen as a size is not
 * imported (the select shows it so): only the wide layout has size columns.
 */
export function definitionFromDraft(draft: ImportFormatDraft, rows: readonly SampleRow[]): ImportFormatDefinition {
  const definition: ImportFormatDefinition = {
    headerRow: draft.headerRow,
    layout: draft.layout,
    columns: [],
    sizeColumns: [],
    sizeCells: draft.sizeCells,
    season: seasonOf(draft.season),
    ignoredHeaders: [],
    extraColumns: draft.extraColumns,
  };
  for (const { index, header } of headerCellsOf(rows, draft.headerRow)) {
    const choice = draft.choices[index] ?? { kind: 'ignored' };
    if (choice.kind === 'field')
      definition.columns.push(
        choice.aliases?.length
          ? { header, field: choice.field, aliases: choice.aliases }
          : { header, field: choice.field },
      );
    else if (choice.kind === 'size' && draft.layout === 'wide')
      definition.sizeColumns.push({ header, size: choice.size.trim() });
    else definition.ignoredHeaders.push(header);
  }
  return definition;
}

/** What the contract schema refuses in a definition: its messages, each once, in its order. */
export function definitionProblems(definition: ImportFormatDefinition): string[] {
  const checked = importFormatDefinitionSchema.safeParse(definition);
  return checked.success ? [] : [...new Set(checked.error.issues.map((issue) => issue.message))];
}
