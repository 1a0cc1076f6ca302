import { uploadMessages } from '@lineup/contracts/messages';
import { lineListFileExtensions, spreadsheetContentTypes, UPLOAD_MAX_BYTES } from '@lineup/contracts/uploads';

/** The drop zone's `accept`: a sample is a line list, .xlsx or .xls. */
export const SAMPLE_ACCEPT = lineListFileExtensions
  .flatMap((extension) => [`.${extension}`, spreadsheetContentTypes[extension]])
  .join(',');

/** What the browser can tell before sending a sample: its extension, an empty file, the size limit. */
export function checkSampleFile(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(lineListFileExtensions as readonly string[]).includes(extension))
    return uploadMessages.wrongExtension(file.name);
  if (file.size === 0) return uploadMessages.notASpreadsheet(file.name);
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.fileTooLarge;
  return null;
}
