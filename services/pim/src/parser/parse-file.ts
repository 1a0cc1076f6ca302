import type { ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import type { ImportFormatSample } from '@lineup/contracts/import-formats';
import { uploadMessages } from '@lineup/contracts/messages';
import type { SpreadsheetExtension } from '@lineup/contracts/uploads';
import { FileProblem } from './errors';
import type { FormatLabel } from './format-header';
import { readFormatSample } from './format-sample';
import { type ParsedLineList, type ParsedParent, readLineList } from './line-list-reader';
import { hintMergedCells } from './merged-cells';
import { type OpenStockRow, parseOpenStock } from './open-stock';
import { openFirstSheet } from './sheet-rows';
import { type CheckedSpreadsheet, checkSpreadsheet } from './zip-guard';

type UploadedFile = { bytes: Uint8Array; fileName: string; extension: SpreadsheetExtension };

/**
 * One file to read: its bytes, its (safe) name and extension, and what it should hold — a line
 * list read with its brand's import format, an open-stock file, or a sample of a brand's line
 * list to propose an import format from.
 */
export type ParseJob =
  | (UploadedFile & { kind: 'line-list'; format: ImportFormatDefinition; formatLabel: FormatLabel })
  | (UploadedFile & { kind: 'open-stock' })
  | (UploadedFile & { kind: 'format-sample' });

export type ParseResult =
  | { kind: 'line-list'; lineList: ParsedLineList }
  | { kind: 'open-stock'; rows: OpenStockRow[] }
  | { kind: 'format-sample'; sample: ImportFormatSample };

/** Progress of a line list's read: rows read so far, and its parents in batches (see LineListReadOptions). */
export type ParseHooks = {
  onRows?: (count: number) => void;
  onParents?: (batch: ParsedParent[]) => void | Promise<void>;
};

/**
 * Everything that reads an uploaded file's contents: the format from its first bytes (it must be
 * the one its name says), the zip's directory and the real size of its entries but the worksheets
 * (checkSpreadsheet: `checked` when the caller started those checks itself), then the first
 * sheet through its reader, which counts the sheet as it inflates it. Runs in the reading process
 * (parse-process.ts); a problem of the file is a FileProblem.
 */
export async function parseUploadedFile(
  job: ParseJob,
  hooks: ParseHooks = {},
  checked: Promise<CheckedSpreadsheet> = checkSpreadsheet(job),
): Promise<ParseResult> {
  const { buffer, format } = await checked;
  let result: ParseResult | undefined;
  await openFirstSheet(buffer, format, job.fileName, async (sheet) => {
    switch (job.kind) {
      case 'line-list':
        try {
          result = {
            kind: 'line-list',
            lineList: await readLineList(sheet, job.format, { ...hooks, formatLabel: job.formatLabel }),
          };
        } catch (error) {
          throw await hintMergedCells(error, sheet);
        }
        return;
      case 'open-stock':
        result = { kind: 'open-stock', rows: await parseOpenStock(sheet) };
        return;
      case 'format-sample':
        result = { kind: 'format-sample', sample: await readFormatSample(sheet, job.fileName) };
        return;
    }
  });
  if (!result) throw new FileProblem(uploadMessages.noSheet);
  return result;
}
