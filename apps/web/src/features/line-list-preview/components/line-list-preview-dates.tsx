import type { LineList } from '@lineup/contracts/pim';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { useId } from 'react';
import { DatePicker, today } from '@/components/ui/date-picker';
import { Label } from '@/components/ui/label';
import { useUpdatePreviewDates } from '@/features/line-list-preview/api/update-preview-dates';

const fields = [
  { key: 'dateSent', label: previewTexts.dateSent },
  // "Deadline for offers" is the received date (receivedOn), not the deadline for orders.
  { key: 'receivedOn', label: previewTexts.deadlineForOffers },
  { key: 'deadline', label: previewTexts.deadlineForOrders },
  { key: 'dateOfAvailability', label: previewTexts.dateOfAvailability },
] as const;

/**
 * A staged line list: the dates given at upload (Date Sent, Deadline for offers, Deadline for
 * orders, Date of availability), each shown only when the line list has it; clearing one sets it
 * to today. Each change is saved at once (a deadline for orders before the Date Sent is refused
 * by the server, with its message).
 */
export function LineListPreviewDates({ lineList }: { lineList: LineList }) {
  const baseId = useId();
  const update = useUpdatePreviewDates(lineList.id);
  const shown = fields.filter((field) => lineList[field.key]);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-4">
      {shown.map((field) => (
        <div key={field.key} className="flex w-56 flex-col gap-2">
          <Label htmlFor={`${baseId}-${field.key}`}>{field.label}</Label>
          <DatePicker
            id={`${baseId}-${field.key}`}
            value={lineList[field.key]}
            placeholder={field.label}
            disabled={update.isPending}
            onChange={(day) => update.mutate({ [field.key]: day })}
            clearLabel={previewTexts.clearDate}
            onClear={() => update.mutate({ [field.key]: today() })}
          />
        </div>
      ))}
    </div>
  );
}
