import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LineListDetails,
  type LineListDetailsFormValues,
  lineListDetailsFormSchema,
  type UpdateLineListRequest,
} from '@lineup/contracts/line-list-details';
import type { LineList } from '@lineup/contracts/pim';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  deliveryWindowRowsOf,
  deliveryWindowsOf,
  deliveryWindowsProblems,
} from '@/components/delivery-windows/delivery-window-rows';
import { DeliveryWindowsEditor } from '@/components/delivery-windows/delivery-windows-editor';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes-dialog';
import { useUpdateLineListDetails } from '@/features/line-list-preview/api/update-line-list-details';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

const texts = previewTexts.details;

const dateFields = [
  { key: 'dateSent', label: texts.dateSent, hint: texts.dateSentHint },
  { key: 'receivedOn', label: texts.deadlineForOffers },
  { key: 'deadline', label: texts.deadlineForOrders },
  { key: 'dateOfAvailability', label: texts.dateOfAvailability },
] as const;

type FieldKey = keyof LineListDetailsFormValues;

export function lineListDetailsDefaults(lineList: LineList): LineListDetailsFormValues {
  return {
    name: lineList.name,
    description: lineList.description ?? '',
    dateSent: lineList.dateSent,
    receivedOn: lineList.receivedOn,
    deadline: lineList.deadline,
    dateOfAvailability: lineList.dateOfAvailability,
  };
}

/** Only what changed is sent: a date the line list never had is not "cleared" by saving its name. */
export function changedDetails(
  values: LineListDetailsFormValues,
  initial: LineListDetailsFormValues,
): UpdateLineListRequest {
  const changes: UpdateLineListRequest = {};
  if (values.name.trim() !== initial.name) changes.name = values.name.trim();
  if (values.description.trim() !== initial.description) changes.description = values.description.trim() || null;
  for (const { key } of dateFields) if (values[key] !== initial[key]) changes[key] = values[key];
  return changes;
}

/**
 * The details of a saved line list (the brand table's Edit): name (1 to 100 characters),
 * description, its dates and its delivery windows, saved together with PUT /api/line-lists/{id}
 * (the windows, when changed, as the whole set, each saved one keeping its id). Its items change
 * only through an update upload. Leaving with unsaved changes asks first.
 */
export function LineListDetailsForm({ lineList }: { lineList: LineListDetails }) {
  const baseId = useId();
  const update = useUpdateLineListDetails(lineList.id);
  const initial = lineListDetailsDefaults(lineList);
  const form = useForm<LineListDetailsFormValues>({
    resolver: zodResolver(lineListDetailsFormSchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  // The windows are rows of their own editor beside the form's fields, checked against its Date Sent.
  const answeredWindows = JSON.stringify(lineList.deliveryWindows ?? []);
  const [windows, setWindows] = useState(() => deliveryWindowRowsOf(lineList.deliveryWindows));
  const windowsChanged =
    JSON.stringify(deliveryWindowsOf(windows)) !==
    JSON.stringify(deliveryWindowsOf(deliveryWindowRowsOf(lineList.deliveryWindows)));
  const windowProblems = deliveryWindowsProblems(windows, form.watch('dateSent'));
  const { errors, isValid } = form.formState;
  const isDirty = form.formState.isDirty || windowsChanged;
  const leaving = useUnsavedChangesGuard(isDirty);

  // What the server answered becomes the form's new starting point.
  const answered = JSON.stringify(initial);
  useEffect(() => {
    form.reset(JSON.parse(answered) as LineListDetailsFormValues);
  }, [answered, form]);
  useEffect(() => {
    setWindows(deliveryWindowRowsOf(JSON.parse(answeredWindows) as LineListDetails['deliveryWindows']));
  }, [answeredWindows]);

  const id = (key: FieldKey) => `${baseId}-${key}`;
  return (
    <form
      noValidate
      aria-labelledby={`${baseId}-title`}
      className="flex flex-col gap-4 rounded-md border p-4"
      onSubmit={form.handleSubmit((values) => {
        const changes = changedDetails(values, initial);
        if (windowsChanged) changes.deliveryWindows = deliveryWindowsOf(windows);
        if (Object.keys(changes).length > 0) update.mutate(changes);
      })}
    >
      <h2 id={`${baseId}-title`} className="text-base font-semibold">
        {texts.title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={id('name')} label={texts.name} error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField id={id('description')} label={texts.description} error={errors.description?.message}>
          <Textarea rows={2} placeholder={texts.descriptionPlaceholder} {...form.register('description')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {dateFields.map((field) => (
          <Controller
            key={field.key}
            control={form.control}
            name={field.key}
            // The deadline is checked against the Date Sent: a new Date Sent checks the deadline again.
            rules={field.key === 'dateSent' ? { deps: ['deadline'] } : undefined}
            render={({ field: control }) => (
              <FormField
                id={id(field.key)}
                label={field.label}
                hint={'hint' in field ? field.hint : undefined}
                error={errors[field.key]?.message}
              >
                <DatePicker
                  value={control.value ?? null}
                  placeholder={texts.pickDate}
                  onChange={(day) => control.onChange(day)}
                  clearLabel={texts.clear}
                  onClear={() => control.onChange(null)}
                />
              </FormField>
            )}
          />
        ))}
      </div>
      <DeliveryWindowsEditor
        value={windows}
        onChange={setWindows}
        problems={windowProblems}
        disabled={update.isPending}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!isDirty || update.isPending}
          onClick={() => {
            form.reset();
            setWindows(deliveryWindowRowsOf(lineList.deliveryWindows));
          }}
        >
          {texts.reset}
        </Button>
        <Button type="submit" disabled={!isDirty || !isValid || !windowProblems.valid || update.isPending}>
          {update.isPending ? texts.saving : texts.save}
        </Button>
      </div>
      <UnsavedChangesDialog blocker={leaving} />
    </form>
  );
}
