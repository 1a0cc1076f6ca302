import { uploadMessages } from '@lineup/contracts/messages';
import type { LineListType } from '@lineup/contracts/pim';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { deadlineOutOfOrder, type UploadDates } from '@/features/upload/components/upload-line-list-dates-fields';

type UploadForm = {
  typeChosen: boolean;
  brandChosen: boolean;
  updating: boolean;
  targetChosen: boolean;
  effectiveType: LineListType | null;
  dates: UploadDates;
  /** A file is chosen and passed its checks (a refused one shows its own error). */
  fileChosen: boolean;
  fileReading: boolean;
  /** The delivery windows given (none is fine) pass the contract's checks. */
  windowsValid: boolean;
};

/**
 * Why a disabled Upload is off, for the line under it: what the form still needs, in the form's
 * order, else a deadline for orders before the Date Sent, else delivery windows to complete or
 * fix, else the file still being read; null otherwise (a too long name has its own error).
 */
export function uploadOffReasonOf(form: UploadForm): string | null {
  const missing = missingForUpload(form);
  if (missing.length > 0) return uploadDialogTexts.uploadNeeds(missing);
  if (form.effectiveType === 'pre-book' && deadlineOutOfOrder(form.dates)) return uploadMessages.deadlineBeforeDateSent;
  if (!form.windowsValid) return uploadDialogTexts.fixDeliveryWindows;
  return form.fileReading ? uploadDialogTexts.readingFile : null;
}

function missingForUpload(form: UploadForm): string[] {
  const missing: string[] = [];
  if (!form.typeChosen) missing.push(uploadDialogTexts.missingType);
  if (!form.brandChosen) missing.push(uploadDialogTexts.missingBrand);
  if (form.updating && !form.targetChosen) missing.push(uploadDialogTexts.missingLineListToUpdate);
  if (form.effectiveType === 'pre-book') {
    if (!form.dates.dateSent) missing.push(uploadDialogTexts.missingDateSent);
    if (!form.dates.deadlineForOrders) missing.push(uploadDialogTexts.missingDeadline);
  }
  if (form.effectiveType === 'future-stock' && !form.dates.dateOfAvailability)
    missing.push(uploadDialogTexts.missingAvailability);
  if (!form.fileChosen) missing.push(uploadDialogTexts.missingFile);
  return missing;
}
