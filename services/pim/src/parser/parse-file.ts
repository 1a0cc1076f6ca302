import { uploadMessages } from '@lineup/contracts/messages';
import type { SpreadsheetExtension } from '@lineup/contracts/uploads';
import { type ParsedLineList, parseCrocsLineList } from './crocs-line-list';
import { FileProblem } from './errors';
import { type OpenStockRow, parseOpenStock } from './open-stock';
import { openFirstSheet } from './sheet-rows';
import { guardXlsx, sniffFormat } from './zip-guard';

/** One file to read: its bytes, its (safe) name and extension, and what it should hold. */
export type ParseJob = {
  kind: 'line-list' | 'open-stock';
  bytes: Uint8Array;
  fileName: string;
  extension: SpreadsheetExtension;
};

export type ParseResult =
  | { kind: 'line-list'; lineList: ParsedLineList }
  | { kind: 'open-stock'; rows: OpenStockRow[] };

/**
 * Everything that reads an uploaded file's contents: the format from its first bytes (it must be
 * the one its name says), the zip's real expanded size, then the first sheet through its parser.
 * Runs in the reading process (parse-process.ts); a problem of the file is a FileProblem.
 */
export async function parseUploadedFile(job: ParseJob, onRows?: (rows: number) => void): Promise<ParseResult> {
  const buffer = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const format = sniffFormat(buffer);
  if (!format) throw new FileProblem(uploadMessages.notASpreadsheet(job.fileName));
  if (format !== job.extension) throw new FileProblem(uploadMessages.formatDoesNotMatchName(job.fileName, format));
  if (format === 'xlsx') await guardXlsx(buffer, job.fileName);
  let result: ParseResult | undefined;
  await openFirstSheet(buffer, format, job.fileName, async (sheet) => {
    result =
      job.kind === 'line-list'
        ? { kind: 'line-list', lineList: await parseCrocsLineList(sheet, { onRows }) }
        : { kind: 'open-stock', rows: await parseOpenStock(sheet) };
  });
  if (!result) throw new FileProblem(uploadMessages.noSheet);
  return result;
}
