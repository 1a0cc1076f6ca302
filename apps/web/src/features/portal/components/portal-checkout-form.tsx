import { zodResolver } from '@hookform/resolvers/zod';
import type { DeliveryWindow } from '@lineup/contracts/delivery-windows';
import { portalCheckoutTexts, portalOrderTexts } from '@lineup/contracts/texts/portal';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import {
  type CheckoutFormOutput,
  type CheckoutFormValues,
  checkoutFormSchema,
  refusalField,
} from '@/features/portal/portal-checkout-schema';
import { formatCalendarDate } from '@/lib/dates';

const day = (value: string) => formatCalendarDate(value) ?? value;

/**
 * The checkout's form: the delivery window (a radio per window of the draft's catalog, the only
 * one chosen; none, no choice), the PO number, the requested ship and cancel dates (the window's
 * by default, bounded by it) and notes. Review checks them as submit will (checkout-schema) and
 * hands over what the summary shows. A refusal of the server's shows on its field when it names
 * one (PO number used, window gone), else above the form, as it came. The ship-to (`shipTo`) is
 * the page's, kept across both steps.
 */
export function PortalCheckoutForm({
  windows,
  values,
  refusal,
  shipTo,
  blockedBy,
  onReview,
}: {
  windows: readonly DeliveryWindow[];
  values: CheckoutFormValues;
  /** The server's last refusal of the submit, if any. */
  refusal: { message: string; poNumber: string | null } | null;
  shipTo: ReactNode;
  /** The element saying why Review is off (no ship-to, preview, deadline passed), if it is. */
  blockedBy: string | undefined;
  onReview: (checkout: CheckoutFormOutput, values: CheckoutFormValues) => void;
}) {
  const schema = useMemo(() => checkoutFormSchema(windows), [windows]);
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: values,
  });
  const { errors } = form.formState;
  const refusedField = refusal ? refusalField(refusal.message, refusal.poNumber) : null;
  useEffect(() => {
    if (refusal && refusedField) form.setError(refusedField, { message: refusal.message }, { shouldFocus: true });
  }, [form, refusal, refusedField]);
  const windowId = form.watch('deliveryWindowId');
  const window = windows.find((entry) => String(entry.id) === windowId) ?? null;
  // Another window: the requested dates become its own, as the server would default them.
  const chooseWindow = (id: string) => {
    const chosen = windows.find((entry) => String(entry.id) === id);
    if (!chosen) return;
    form.setValue('requestedShipDate', chosen.shipStart);
    form.setValue('requestedCancelDate', chosen.cancelDate);
  };
  const datesHint = window ? portalCheckoutTexts.datesHint(day(window.shipStart), day(window.cancelDate)) : undefined;

  return (
    <form
      noValidate
      aria-labelledby="portal-checkout-title"
      className="flex max-w-2xl flex-col gap-6"
      onSubmit={form.handleSubmit((checkout, event) => {
        event?.preventDefault();
        onReview(checkout, form.getValues());
      })}
    >
      {refusal && !refusedField ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          {refusal.message}
        </p>
      ) : null}
      {shipTo}
      {windows.length > 0 ? (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={[
            'portal-checkout-window-hint',
            errors.deliveryWindowId ? 'portal-checkout-window-error' : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <legend className="mb-1 text-sm font-medium">{portalOrderTexts.deliveryWindowLabel}</legend>
          <p id="portal-checkout-window-hint" className="text-xs text-muted-foreground">
            {portalCheckoutTexts.windowHint}
          </p>
          {windows.map((entry) => (
            <label
              key={entry.id}
              className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary"
            >
              <input
                type="radio"
                value={String(entry.id)}
                className="mt-1"
                aria-invalid={errors.deliveryWindowId ? true : undefined}
                {...form.register('deliveryWindowId', { onChange: (event) => chooseWindow(event.target.value) })}
              />
              <span className="flex flex-col">
                <span className="font-medium">{entry.name}</span>
                <span className="text-xs text-muted-foreground">
                  {portalOrderTexts.windowDates(day(entry.shipStart), day(entry.cancelDate))}
                </span>
              </span>
            </label>
          ))}
          <FieldError id="portal-checkout-window-error">{errors.deliveryWindowId?.message}</FieldError>
        </fieldset>
      ) : null}
      <FormField
        id="portal-checkout-po"
        label={portalOrderTexts.poNumberLabel}
        hint={portalCheckoutTexts.poNumberHint}
        error={errors.poNumber?.message}
        className="max-w-sm"
      >
        <Input autoComplete="off" {...form.register('poNumber')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="portal-checkout-ship-date"
          label={portalOrderTexts.requestedShipDateLabel}
          hint={datesHint}
          error={errors.requestedShipDate?.message}
        >
          <Input type="date" min={window?.shipStart} max={window?.cancelDate} {...form.register('requestedShipDate')} />
        </FormField>
        <FormField
          id="portal-checkout-cancel-date"
          label={portalOrderTexts.requestedCancelDateLabel}
          hint={datesHint}
          error={errors.requestedCancelDate?.message}
        >
          <Input
            type="date"
            min={window?.shipStart}
            max={window?.cancelDate}
            {...form.register('requestedCancelDate')}
          />
        </FormField>
      </div>
      <FormField
        id="portal-checkout-notes"
        label={portalOrderTexts.notesLabel}
        hint={portalCheckoutTexts.notesHint}
        error={errors.notes?.message}
      >
        <Textarea rows={4} {...form.register('notes')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={blockedBy !== undefined} aria-describedby={blockedBy}>
          {portalCheckoutTexts.review}
        </Button>
      </div>
    </form>
  );
}
