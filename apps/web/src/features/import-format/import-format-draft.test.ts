import { type ImportFormatDefinition, importFormatMessages, type SampleRow } from '@lineup/contracts/import-formats';
import { describe, expect, it } from 'vitest';
import {
  definitionFromDraft,
  definitionProblems,
  draftFromDefinition,
  reproposeDraft,
  sampleCellValue,
  withLayout,
} from '@/features/import-format/import-format-draft';

/** Row 1 names columns too (a title row that looks like a header); the real header is row 3. */
const rows: SampleRow[] = [
  { row: 1, cells: ['Model Code', 'Notes'] },
  { row: 2, cells: ['Season', 'Spring 2026'] },
  { row: 3, cells: ['Model Code', 'Color', 'Silhouette', '7', '8', '9', 'Remarks'] },
  { row: 4, cells: ['10001', 'Black', 'Clog', '191448000011', '191448000028', '6', ''] },
];
const proposal: ImportFormatDefinition = {
  headerRow: 1,
  layout: 'narrow',
  columns: [{ header: 'Model Code', field: 'model_code' }],
  sizeColumns: [],
  sizeCells: 'upc',
  season: { from: 'sheet-name' },
  ignoredHeaders: ['Notes'],
  extraColumns: 'ignore',
};

describe('import format draft', () => {
  it('reads a sample cell by its reference', () => {
    expect(sampleCellValue(rows, 'b2')).toBe('Spring 2026');
    expect(sampleCellValue(rows, 'Z9')).toBe('');
    expect(sampleCellValue(rows, 'nonsense')).toBe('');
  });

  it('gives back the proposal it was made from', () => {
    expect(definitionFromDraft(draftFromDefinition(proposal, rows), rows)).toEqual(proposal);
  });

  it('another header row re-proposes its columns and keeps the choices made for the same headers', () => {
    const draft = draftFromDefinition(proposal, rows);
    // Staff map Model Code to Silhouette by hand before changing the header row.
    const chosen = {
      ...draft,
      choices: { ...draft.choices, 0: { kind: 'field' as const, field: 'silhouette' as const } },
    };
    const moved = reproposeDraft(chosen, rows, 3);
    expect(moved.headerRow).toBe(3);
    expect(moved.choices[0]).toEqual({ kind: 'field', field: 'silhouette' });
    expect(moved.choices[1]).toEqual({ kind: 'field', field: 'color' });
    // Silhouette is already filled by column A: the suggestion gives way.
    expect(moved.choices[2]).toEqual({ kind: 'ignored' });
    expect(moved.choices[3]).toEqual({ kind: 'size', size: '7' });
    expect(moved.layout).toBe('wide');
    // Two of the three filled size cells are UPCs: most of them.
    expect(moved.sizeCells).toBe('upc');
    // Back on row 1 its choices come back.
    const back = reproposeDraft(
      { ...moved, choices: { ...moved.choices, 6: { kind: 'field', field: 'gender' } } },
      rows,
      1,
    );
    expect(back.choices[0]).toEqual({ kind: 'field', field: 'silhouette' });
    expect(reproposeDraft(back, rows, 3).choices[6]).toEqual({ kind: 'field', field: 'gender' });
  });

  it('size columns are imported only in the wide layout; going wide turns size headers into size columns', () => {
    const draft = { ...draftFromDefinition(proposal, rows), headerRow: 3 };
    const ignored = {
      ...draft,
      choices: Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((index) => [index, { kind: 'ignored' as const }])),
    };
    const definition = definitionFromDraft(withLayout(ignored, rows, 'wide'), rows);
    expect(definition.sizeColumns).toEqual([
      { header: '7', size: '7' },
      { header: '8', size: '8' },
      { header: '9', size: '9' },
    ]);
    const narrow = definitionFromDraft(withLayout(withLayout(ignored, rows, 'wide'), rows, 'narrow'), rows);
    expect(narrow.sizeColumns).toEqual([]);
    expect(narrow.ignoredHeaders).toEqual(['Model Code', 'Color', 'Silhouette', '7', '8', '9', 'Remarks']);
  });

  it("a fixed season's year that is not four digits gets the schema's season message", () => {
    const draft = draftFromDefinition(proposal, rows);
    const definition = definitionFromDraft(
      { ...draft, season: { ...draft.season, from: 'fixed', season: 'Fall', year: '26' } },
      rows,
    );
    expect(definition.season).toEqual({ from: 'fixed', season: 'Fall', year: 0 });
    expect(definitionProblems(definition)).toContain(importFormatMessages.seasonFixedInvalid);
  });
});
