/** Setting up a brand's import format from a sample file: read in the reading process, never stored. */

import { type ImportFormatSample, importFormatMessages } from '@lineup/contracts/import-formats';
import { uploadMessages } from '@lineup/contracts/messages';
import { lineListFileExtensions, type SpreadsheetExtension } from '@lineup/contracts/uploads';
import { AppError } from '@lineup/server-kit/errors';
import type { PimDb } from '../../../db/database';
import { FileProblem } from '../../../parser/errors';
import { startFileReader } from '../../../parser/parse-process';
import { extensionOf, safeFileName } from '../../../storage/file-names';
import { brandById } from '../../brands/domain/brands';

const isSpreadsheetExtension = (extension: string): extension is SpreadsheetExtension =>
  (lineListFileExtensions as readonly string[]).includes(extension);

/**
 * A sample's name as the browser sends it (URI-encoded, so any name crosses a header): it must
 * be given and end .xlsx or .xls; it is kept only as a safe name to show.
 */
export function sampleFileName(header: string | undefined): { fileName: string; extension: SpreadsheetExtension } {
  if (!header) throw new AppError(400, importFormatMessages.sampleMissing);
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    decoded = header;
  }
  const fileName = safeFileName(decoded);
  const extension = extensionOf(fileName);
  if (!isSpreadsheetExtension(extension)) throw new FileProblem(uploadMessages.wrongExtension(fileName), 400);
  return { fileName, extension };
}

/** Throws the brands' 404 when the brand does not exist. */
export async function requireBrand(db: PimDb, brandId: number): Promise<void> {
  await brandById(db, brandId);
}

/**
 * Reads a sample file into a proposed format and its first rows, in the reading process (the
 * same isolation and limits as an upload). Nothing is stored.
 */
export async function readImportFormatSample(
  file: { fileName: string; extension: SpreadsheetExtension },
  bytes: Uint8Array,
): Promise<ImportFormatSample> {
  if (bytes.byteLength === 0) throw new AppError(400, importFormatMessages.sampleMissing);
  const reader = startFileReader();
  try {
    const result = await reader.read({ kind: 'format-sample', bytes, ...file });
    if (result.kind !== 'format-sample') throw new Error(`the file reader answered a ${result.kind} for a sample`);
    return result.sample;
  } finally {
    reader.stop();
  }
}
