import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LineListDetailsFormValues,
  lineListDetailsFormSchema,
  type UpdateLineListRequest,
} from '@lineup/contracts/line-list-details';
import type { LineList } from '@lineup/contracts/pim';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
 * description and its dates, saved together with PUT /api/line-lists/{id}. Its items change only
 * through an update upload. Leaving with unsaved changes asks first.
 */
export function LineListDetailsForm({ lineList }: { lineList: LineList }) {
  const baseId = useId();
  const update = useUpdateLineListDetails(lineList.id);
  const initial = lineListDetailsDefaults(lineList);
  const form = useForm<LineListDetailsFormValues>({
    resolver: zodResolver(lineListDetailsFormSchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const { errors, isDirty, isValid } = form.formState;
  const leaving = useUnsavedChangesGuard(isDirty);

  // What the server answered becomes the form's new starting point.
  const answered = JSON.stringify(initial);
  useEffect(() => {
    form.reset(JSON.parse(answered) as LineListDetailsFormValues);
  }, [answered, form]);

  const id = (key: FieldKey) => `${baseId}-${key}`;
  return (
    <form
      noValidate
      aria-labelledby={`${baseId}-title`}
      className="flex flex-col gap-4 rounded-md border p-4"
      onSubmit={form.handleSubmit((values) => {
        const changes = changedDetails(values, initial);
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
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" disabled={!isDirty || update.isPending} onClick={() => form.reset()}>
          {texts.reset}
        </Button>
        <Button type="submit" disabled={!isDirty || !isValid || update.isPending}>
          {update.isPending ? texts.saving : texts.save}
        </Button>
      </div>
      <UnsavedChangesDialog blocker={leaving} />
    </form>
  );
}
