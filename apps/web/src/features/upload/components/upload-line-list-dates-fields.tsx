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

/** Pre-book needs its date sent and deadline; future-stock its date of availability. */
export function uploadDatesComplete(type: LineListType | null, dates: UploadDates): boolean {
  if (type === 'pre-book') return Boolean(dates.dateSent && dates.deadlineForOrders);
  if (type === 'future-stock') return Boolean(dates.dateOfAvailability);
  return true;
}

/** The dates the line list's type asks for: none for brand ATS and own stock. */
export function UploadLineListDatesFields({
  type,
  dates,
  onChange,
}: {
  type: LineListType | null;
  dates: UploadDates;
  onChange: (dates: UploadDates) => void;
}) {
  const ids = { sent: useId(), deadline: useId(), available: useId() };
  if (type === 'pre-book') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.sent}>{uploadDialogTexts.dateSent}</Label>
          <DatePicker
            id={ids.sent}
            value={dates.dateSent}
            placeholder={uploadDialogTexts.pickDate}
            onChange={(day) => onChange({ ...dates, dateSent: day })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.deadline}>{uploadDialogTexts.deadlineForOrders}</Label>
          <DatePicker
            id={ids.deadline}
            value={dates.deadlineForOrders}
            placeholder={uploadDialogTexts.pickDate}
            onChange={(day) => onChange({ ...dates, deadlineForOrders: day })}
          />
        </div>
      </div>
    );
  }
  if (type === 'future-stock') {
    return (
      <div className="flex flex-col gap-2 sm:w-1/2 sm:pr-2">
        <Label htmlFor={ids.available}>{uploadDialogTexts.dateOfAvailability}</Label>
        <DatePicker
          id={ids.available}
          value={dates.dateOfAvailability}
          placeholder={uploadDialogTexts.pickDate}
          onChange={(day) => onChange({ ...dates, dateOfAvailability: day })}
        />
      </div>
    );
  }
  return null;
}
