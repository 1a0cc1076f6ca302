import type { Readable } from 'node:stream';
import { columnIndex } from '@lineup/contracts/import-format-headers';
import { uploadMessages } from '@lineup/contracts/messages';
import { FileProblem } from './errors';
import type { FirstSheet, MergedArea } from './sheet-values';

/**
 * Merged cells in a line list: people merge an item's cells down the rows of its sizes, and only
 * the first row of a merged area holds the value; the rows below read as empty. The readers keep
 * them so (a merge is listed at the end of the sheet, after rows already staged), and a refusal
 * says which empty cells a merge hides and what to do about them.
 */

/** Merged areas read from one sheet at most: past it the rest are not looked at. */
export const MERGED_AREAS_MAX = 10_000;

const CELL = /^([A-Z]{1,3})(\d{1,7})$/;

/** "A" → 1, "Z" → 26, "AA" → 27: columns are numbered from 1 here, as rows are. */
const columnNumber = (letters: string): number => columnIndex(letters) + 1;

/** "A4:A11" as a MergedArea; null for anything else (a single cell merges nothing). */
export function mergedArea(ref: string): MergedArea | null {
  const [from, to] = ref.toUpperCase().split(':');
  const start = CELL.exec(from ?? '');
  const end = CELL.exec(to ?? '');
  if (!start || !end) return null;
  const area = {
    ref: ref.toUpperCase(),
    top: Number(start[2]),
    left: columnNumber(start[1]!),
    bottom: Number(end[2]),
    right: columnNumber(end[1]!),
  };
  return area.bottom >= area.top && area.right >= area.left ? area : null;
}

/** A worksheet's `<mergeCell ref="…"/>` elements (any namespace prefix), as its XML text streams by. */
const MERGE_CELL = /<(?:\w+:)?mergeCell\b[^>]*?\bref="([^"]{1,32})"/g;

export async function mergedAreasOfWorksheet(part: Readable): Promise<MergedArea[]> {
  const areas: MergedArea[] = [];
  let tail = '';
  for await (const chunk of part) {
    const text = tail + (chunk as string);
    let matchedTo = 0;
    for (const match of text.matchAll(MERGE_CELL)) {
      const area = mergedArea(match[1]!);
      if (area) areas.push(area);
      matchedTo = match.index + match[0].length;
      if (areas.length >= MERGED_AREAS_MAX) {
        part.destroy();
        return areas;
      }
    }
    // What a tag could straddle, less what was matched already.
    tail = text.slice(Math.max(matchedTo, text.length - 200));
  }
  return areas;
}

/** The merged area that hides the cell (inside it, not its first cell), if any. */
function hidingArea(areas: readonly MergedArea[], row: number, column: number): MergedArea | undefined {
  return areas.find(
    (a) =>
      row >= a.top && row <= a.bottom && column >= a.left && column <= a.right && (row !== a.top || column !== a.left),
  );
}

/**
 * The refusal with a hint on each listed problem whose cell a merged area hides; the refusal
 * itself when none does. Its headline follows its first problem's when it was that problem's.
 */
export function withMergeHints(refusal: FileProblem, areas: readonly MergedArea[]): FileProblem {
  const problems = refusal.problems;
  if (!problems || areas.length === 0) return refusal;
  let hinted = false;
  const list = problems.list.map((problem) => {
    if (problem.row === null || problem.column === null || !CELL.test(`${problem.column}1`)) return problem;
    const area = hidingArea(areas, problem.row, columnNumber(problem.column));
    if (!area) return problem;
    hinted = true;
    return { ...problem, message: `${problem.message} ${uploadMessages.hiddenByMergedCells(area.ref)}` };
  });
  if (!hinted) return refusal;
  const headline = refusal.message === problems.list[0]?.message ? list[0]!.message : refusal.message;
  const hintedRefusal = new FileProblem(headline, refusal.status as 400 | 413 | 422, { list, total: problems.total });
  hintedRefusal.cause = refusal.cause;
  return hintedRefusal;
}

/**
 * A line list's refusal with the hints of the sheet's merged cells (withMergeHints); any other
 * error, or one the merged areas cannot be read for, as it was.
 */
export async function hintMergedCells(error: unknown, sheet: FirstSheet): Promise<unknown> {
  if (!(error instanceof FileProblem) || !error.problems || !sheet.mergedAreas) return error;
  try {
    return withMergeHints(error, await sheet.mergedAreas());
  } catch {
    return error;
  }
}
