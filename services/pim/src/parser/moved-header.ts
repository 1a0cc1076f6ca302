import { IMPORT_HEADER_SEARCH_ROWS, type ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { FileProblem } from './errors';
import { type FormatLabel, findFileColumns } from './format-header';
import { ProblemList } from './problem-list';
import type { CellValue } from './sheet-values';

type EarlyRow = { cells: readonly CellValue[]; row: number };

/**
 * A header row that does not match its format may be the very header on another row: title rows
 * above it added or removed since the format was saved. The rows of the first
 * IMPORT_HEADER_SEARCH_ROWS are kept until the header is taken; when the format's row does not
 * match, the rows above it and those below it (within that bound) are checked against the format,
 * and a match is refused with one problem naming both rows, instead of one per column and the
 * data's cells taken for unknown columns. The format decides where its header is: a moved one is
 * named, not read.
 */
export class MovedHeaderSearch {
  private readonly early: EarlyRow[] = [];
  private expectedRow = 0;
  private headerProblems: ProblemList | null = null;
  /** True from a header that did not match until the search ends (by a refusal). */
  searching = false;

  constructor(
    private readonly format: ImportFormatDefinition,
    private readonly label: FormatLabel | undefined,
  ) {}

  /** A row read before the header: kept (a copy) while it is within the search's rows. */
  remember(cells: readonly CellValue[], row: number): void {
    if (row <= IMPORT_HEADER_SEARCH_ROWS) this.early.push({ cells: [...cells], row });
  }

  /** The format's header row did not match (its problems in `problems`): throws at once if a row above matches. */
  start(expectedRow: number, problems: ProblemList): void {
    this.expectedRow = expectedRow;
    this.headerProblems = problems;
    this.searching = true;
    const above = this.early.find((early) => early.row !== expectedRow && this.matches(early));
    if (above) throw this.moved(above.row);
  }

  /** A row below the format's header row, while searching: throws the refusal once found or past the bound. */
  look(cells: readonly CellValue[], row: number): void {
    if (row > IMPORT_HEADER_SEARCH_ROWS) throw this.refusal();
    if (this.matches({ cells, row })) throw this.moved(row);
  }

  /** The refusal when no other row matched: the header's own problems. */
  refusal(): FileProblem {
    return this.headerProblems!.refusal();
  }

  private matches({ cells, row }: EarlyRow): boolean {
    return findFileColumns(cells, row, this.format, this.label, new ProblemList()) !== null;
  }

  private moved(found: number): FileProblem {
    const message = importFormatMessages.headerRowMoved(found, this.expectedRow);
    return new FileProblem(message, 422, {
      list: [{ row: found, column: null, value: null, message }],
      total: 1,
    });
  }
}
