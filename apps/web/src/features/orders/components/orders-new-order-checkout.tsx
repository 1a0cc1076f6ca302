import type { DeliveryWindow } from '@lineup/contracts/delivery-windows';
import { newOrderCheckoutTexts as texts } from '@lineup/contracts/texts/new-order';
import { SelectOptions } from '@/components/select-options/select-options';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type {
  NewOrderCheckout,
  NewOrderCheckoutField,
  NewOrderCheckoutProblems,
} from '@/features/orders/new-order-checkout';
import { formatCalendarDate } from '@/lib/dates';

const day = (value: string) => formatCalendarDate(value) ?? value;

/**
 * New Order's delivery window (among the catalog's), PO number, requested dates and notes. A
 * refusal sits next to its field; the window still to choose is said once Place order was tried.
 */
export function NewOrderCheckoutFields({
  windows,
  value,
  onChange,
  problems,
  reveal,
}: {
  windows: readonly DeliveryWindow[];
  value: NewOrderCheckout;
  onChange: (value: NewOrderCheckout) => void;
  problems: NewOrderCheckoutProblems;
  reveal: boolean;
}) {
  const set = (changes: Partial<NewOrderCheckout>) => onChange({ ...value, ...changes });
  const error = (field: NewOrderCheckoutField) =>
    field === 'deliveryWindowId' && !reveal ? undefined : problems[field];
  const dateField = (field: 'requestedShipDate' | 'requestedCancelDate', label: string) => (
    <FormField id={`new-order-${field}`} label={label} error={error(field)}>
      <DatePicker
        value={value[field]}
        placeholder={texts.pickDate}
        onChange={(picked) => set({ [field]: picked })}
        clearLabel={texts.clear}
        onClear={() => set({ [field]: null })}
      />
    </FormField>
  );

  return (
    <section aria-labelledby="new-order-checkout" className="flex flex-col gap-3">
      <h3 id="new-order-checkout" className="text-sm font-medium">
        {texts.title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {windows.length === 0 ? (
          <p className="text-sm text-muted-foreground sm:col-span-2">{texts.noWindows}</p>
        ) : (
          <FormField id="new-order-window" label={texts.deliveryWindow} error={error('deliveryWindowId')}>
            <NativeSelect
              value={value.deliveryWindowId === null ? '' : String(value.deliveryWindowId)}
              onChange={(event) =>
                set({ deliveryWindowId: event.target.value === '' ? null : Number(event.target.value) })
              }
            >
              <SelectOptions
                emptyLabel={texts.chooseWindow}
                choices={windows.map((window) => ({
                  value: window.id,
                  label: texts.windowOption(window.name, day(window.shipStart), day(window.cancelDate)),
                }))}
              />
            </NativeSelect>
          </FormField>
        )}
        <FormField id="new-order-po-number" label={texts.poNumber} error={error('poNumber')}>
          <Input
            autoComplete="off"
            value={value.poNumber}
            onChange={(event) => set({ poNumber: event.target.value })}
          />
        </FormField>
        {dateField('requestedShipDate', texts.requestedShipDate)}
        {dateField('requestedCancelDate', texts.requestedCancelDate)}
        <FormField id="new-order-notes" label={texts.notes} error={error('notes')} className="sm:col-span-2">
          <Textarea
            rows={2}
            placeholder={texts.notesPlaceholder}
            value={value.notes}
            onChange={(event) => set({ notes: event.target.value })}
          />
        </FormField>
      </div>
      {windows.length > 0 ? <p className="text-xs text-muted-foreground">{texts.requestedDatesHint}</p> : null}
    </section>
  );
}
