import { LINE_LIST_NAME_MAX_LENGTH, lineListDetailsMessages } from '@lineup/contracts/line-list-details';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export type LineListDetailsDraft = { name: string; description: string };
export const NO_DETAILS: LineListDetailsDraft = { name: '', description: '' };

/** The name's problem, if any: it is optional, but at most 100 characters once trimmed. */
export function lineListNameError(name: string): string | undefined {
  return name.trim().length > LINE_LIST_NAME_MAX_LENGTH ? lineListDetailsMessages.nameTooLong : undefined;
}

/**
 * The upload dialog's optional name and description of the line list (sent as the upload
 * metadata's lineListName and lineListDescription). The placeholder shows the default name, the
 * season and year of the chosen file's first sheet.
 */
export function UploadLineListDetailsFields({
  value,
  defaultName,
  onChange,
}: {
  value: LineListDetailsDraft;
  defaultName: string | null;
  onChange: (value: LineListDetailsDraft) => void;
}) {
  const ids = { name: useId(), description: useId() };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={ids.name}
        label={uploadDialogTexts.nameLabel}
        hint={uploadDialogTexts.nameHint}
        error={lineListNameError(value.name)}
      >
        <Input
          autoComplete="off"
          placeholder={uploadDialogTexts.namePlaceholder(defaultName)}
          value={value.name}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
        />
      </FormField>
      <FormField id={ids.description} label={uploadDialogTexts.descriptionLabel}>
        <Textarea
          rows={2}
          placeholder={uploadDialogTexts.descriptionPlaceholder}
          value={value.description}
          onChange={(event) => onChange({ ...value, description: event.target.value })}
        />
      </FormField>
    </div>
  );
}
