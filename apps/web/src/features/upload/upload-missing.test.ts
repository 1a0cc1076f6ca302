import { uploadMessages } from '@lineup/contracts/messages';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { describe, expect, it } from 'vitest';
import { uploadOffReasonOf } from '@/features/upload/upload-missing';

const readyForm = {
  typeChosen: true,
  brandChosen: true,
  updating: false,
  targetChosen: false,
  effectiveType: 'pre-book' as const,
  dates: { dateSent: '2026-03-02', deadlineForOrders: '2026-03-09', dateOfAvailability: null },
  fileChosen: true,
  fileReading: false,
  windowsValid: true,
};

describe('why Upload is off', () => {
  it('names a deadline for orders before the Date Sent once nothing is missing', () => {
    expect(uploadOffReasonOf(readyForm)).toBeNull();
    const early = { ...readyForm, dates: { ...readyForm.dates, deadlineForOrders: '2026-03-01' } };
    expect(uploadOffReasonOf(early)).toBe(uploadMessages.deadlineBeforeDateSent);
    expect(uploadOffReasonOf({ ...early, fileChosen: false })).toBe(
      uploadDialogTexts.uploadNeeds([uploadDialogTexts.missingFile]),
    );
    // Only pre-book line lists ask for both days.
    expect(uploadOffReasonOf({ ...early, effectiveType: 'brand-ats' })).toBeNull();
  });

  it('asks for the delivery windows to be completed or removed once nothing else is missing', () => {
    expect(uploadOffReasonOf({ ...readyForm, windowsValid: false })).toBe(uploadDialogTexts.fixDeliveryWindows);
    expect(uploadOffReasonOf({ ...readyForm, windowsValid: false, fileChosen: false })).toBe(
      uploadDialogTexts.uploadNeeds([uploadDialogTexts.missingFile]),
    );
  });
});
