import { uploadMessages } from '@lineup/contracts/messages';
import {
  lineListFileExtensions,
  openStockFileExtensions,
  type SpreadsheetExtension,
  spreadsheetContentTypes,
  UPLOAD_MAX_BYTES,
  type UploadKind,
} from '@lineup/contracts/uploads';

/** Line lists accept .xlsx and .xls; open stock accepts .xlsx only. */
export function allowedExtensions(kind: UploadKind): readonly SpreadsheetExtension[] {
  return kind === 'open-stock' ? openStockFileExtensions : lineListFileExtensions;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The input's `accept`: extensions and their content types. */
export function acceptOf(kind: UploadKind): string {
  return allowedExtensions(kind)
    .flatMap((extension) => [`.${extension}`, spreadsheetContentTypes[extension]])
    .join(',');
}

/** What the browser can tell before uploading: the extension, an empty file, the size limit. */
export function checkChosenFile(file: File, kind: UploadKind): string | null {
  const extension = extensionOf(file.name);
  if (!(allowedExtensions(kind) as readonly string[]).includes(extension)) {
    return kind === 'open-stock'
      ? uploadMessages.openStockXlsxOnly(file.name)
      : uploadMessages.wrongExtension(file.name);
  }
  if (file.size === 0) return uploadMessages.notASpreadsheet(file.name);
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.fileTooLarge;
  return null;
}

/** Season and year from the first sheet's name ("Spring 2026"), as a hint; the server decides. */
export function seasonAndYearOf(sheetName: string): { season: string; year: number } | null {
  const match = /^\s*([A-Za-z][A-Za-z-]*)\s+(\d{4})\s*$/.exec(sheetName);
  if (!match) return null;
  return { season: match[1]!, year: Number(match[2]) };
}
