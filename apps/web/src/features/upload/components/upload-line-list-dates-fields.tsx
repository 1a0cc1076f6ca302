import { deadlineBeforeDateSent } from '@lineup/contracts/ordering-deadline';
import type { LineListType } from '@lineup/contracts/pim';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { useId } from 'react';
import { DatePicker } from '@/components/ui/date-picker';
import { Label } from '@/components/ui/label';

export type UploadDates = {
  dateSent: string | null;
  deadlineForOrders: string | null;
  dateOfAvailability: string | null;
};
export const NO_DATES: UploadDates = { dateSent: null, deadlineForOrders: null, dateOfAvailability: null };

/**
 * Pre-book needs its date sent and a deadline for orders on or after it; future-stock its date of
 * availability.
 */
export function uploadDatesReady(type: LineListType | null, dates: UploadDates): boolean {
  if (type === 'pre-book') return Boolean(dates.dateSent && dates.deadlineForOrders) && !deadlineOutOfOrder(dates);
  if (type === 'future-stock') return Boolean(dates.dateOfAvailability);
  return true;
}

/** The deadline for orders falls before the Date Sent (both chosen). */
export const deadlineOutOfOrder = (dates: UploadDates) =>
  deadlineBeforeDateSent({ dateSent: dates.dateSent, deadline: dates.deadlineForOrders });

/**
 * A required date's label: its name and a visible mark; the picker's description (the hidden
 * '(required)' of the fields) says it to a screen reader, so the field's name stays the date's.
 */
function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    // The mark is drawn by CSS, so it is neither read out nor part of the label's text.
    <Label htmlFor={htmlFor} className="after:-ml-1.5 after:text-destructive after:content-['*']">
      {children}
    </Label>
  );
}

/** The dates the line list's type asks for (all required): none for brand ATS and own stock. */
export function UploadLineListDatesFields({
  type,
  dates,
  onChange,
}: {
  type: LineListType | null;
  dates: UploadDates;
  onChange: (dates: UploadDates) => void;
}) {
  const ids = { sent: useId(), deadline: useId(), available: useId(), required: useId() };
  const requiredNote = (
    <span id={ids.required} hidden>
      {uploadDialogTexts.requiredLabel}
    </span>
  );
  if (type === 'pre-book') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        {requiredNote}
        <div className="flex flex-col gap-2">
          <RequiredLabel htmlFor={ids.sent}>{uploadDialogTexts.dateSent}</RequiredLabel>
          <DatePicker
            id={ids.sent}
            value={dates.dateSent}
            placeholder={uploadDialogTexts.pickDate}
            aria-describedby={ids.required}
            onChange={(day) => onChange({ ...dates, dateSent: day })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <RequiredLabel htmlFor={ids.deadline}>{uploadDialogTexts.deadlineForOrders}</RequiredLabel>
          <DatePicker
            id={ids.deadline}
            value={dates.deadlineForOrders}
            placeholder={uploadDialogTexts.pickDate}
            aria-describedby={ids.required}
            onChange={(day) => onChange({ ...dates, deadlineForOrders: day })}
          />
        </div>
      </div>
    );
  }
  if (type === 'future-stock') {
    return (
      <div className="flex flex-col gap-2 sm:w-1/2 sm:pr-2">
        {requiredNote}
        <RequiredLabel htmlFor={ids.available}>{uploadDialogTexts.dateOfAvailability}</RequiredLabel>
        <DatePicker
          id={ids.available}
          value={dates.dateOfAvailability}
          placeholder={uploadDialogTexts.pickDate}
          aria-describedby={ids.required}
          onChange={(day) => onChange({ ...dates, dateOfAvailability: day })}
        />
      </div>
    );
  }
  return null;
}
