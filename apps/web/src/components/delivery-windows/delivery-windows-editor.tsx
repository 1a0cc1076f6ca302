import { DELIVERY_WINDOWS_MAX } from '@lineup/contracts/delivery-windows';
import { deliveryWindowTexts } from '@lineup/contracts/texts/line-lists';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type DeliveryWindowField,
  type DeliveryWindowRow,
  type DeliveryWindowsProblems,
  emptyDeliveryWindowRow,
} from '@/components/delivery-windows/delivery-window-rows';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const texts = deliveryWindowTexts;

/**
 * A line list's delivery windows, row by row: name, ship start and cancel date, with Add (up to
 * DELIVERY_WINDOWS_MAX) and Remove. Controlled: the caller holds the rows and their problems
 * (deliveryWindowsProblems), so the form around decides whether it can send them. A field left
 * empty is refused only once it was touched or `revealAll` is set: a row just added is not red.
 */
export function DeliveryWindowsEditor({
  value,
  onChange,
  problems,
  optional = false,
  hint = texts.hint,
  revealAll = false,
  disabled = false,
}: {
  value: readonly DeliveryWindowRow[];
  onChange: (rows: DeliveryWindowRow[]) => void;
  problems: DeliveryWindowsProblems;
  /** Titled "(optional)" where a line list may go without (the upload dialog). */
  optional?: boolean;
  /** What the windows are for, under the title (the caller's own where they mean more). */
  hint?: string;
  revealAll?: boolean;
  disabled?: boolean;
}) {
  const baseId = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (row: DeliveryWindowRow, field: DeliveryWindowField) =>
    setTouched((current) => new Set(current).add(`${row.key}:${field}`));
  const change = (index: number, changes: Partial<DeliveryWindowRow>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...changes } : row)));
  const shown = (row: DeliveryWindowRow, index: number, field: DeliveryWindowField) => {
    const message = problems.rows[index]?.[field];
    const filled = field === 'name' ? row.name !== '' : row[field] !== null;
    return filled || revealAll || touched.has(`${row.key}:${field}`) ? message : undefined;
  };

  return (
    <section aria-labelledby={`${baseId}-title`} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={`${baseId}-title`} className="text-sm font-medium">
          {optional ? texts.optionalTitle : texts.title}
        </h3>
        <p className="text-xs text-muted-foreground">{value.length === 0 && hint === texts.hint ? texts.none : hint}</p>
      </div>
      {value.map((row, index) => {
        const id = (field: DeliveryWindowField) => `${baseId}-${row.key}-${field}`;
        const dateField = (field: 'shipStart' | 'cancelDate', label: string) => (
          <FormField id={id(field)} label={label} error={shown(row, index, field)}>
            <DatePicker
              value={row[field]}
              placeholder={texts.pickDate}
              disabled={disabled}
              onChange={(day) => {
                touch(row, field);
                change(index, { [field]: day });
              }}
            />
          </FormField>
        );
        return (
          <fieldset key={row.key} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
            <legend className="sr-only">{texts.window(index + 1)}</legend>
            <FormField id={id('name')} label={texts.name} error={shown(row, index, 'name')}>
              <Input
                autoComplete="off"
                placeholder={texts.namePlaceholder}
                value={row.name}
                disabled={disabled}
                onChange={(event) => change(index, { name: event.target.value })}
                onBlur={() => touch(row, 'name')}
              />
            </FormField>
            {dateField('shipStart', texts.shipStart)}
            {dateField('cancelDate', texts.cancelDate)}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              disabled={disabled}
              aria-label={texts.remove(index + 1)}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <X />
            </Button>
          </fieldset>
        );
      })}
      <FieldError>{problems.list}</FieldError>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || value.length >= DELIVERY_WINDOWS_MAX}
          onClick={() => onChange([...value, emptyDeliveryWindowRow()])}
        >
          <Plus />
          {texts.add}
        </Button>
      </div>
    </section>
  );
}
