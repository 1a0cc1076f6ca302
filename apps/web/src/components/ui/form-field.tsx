import { Slot } from 'radix-ui';
import type * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** A field's error message, announced as it appears; nothing when there is no error. */
export function FieldError({ id, children }: { id?: string; children?: React.ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}

/**
 * A form field: the label, the one control given as the child, an optional hint and the error
 * message. The control gets `id`, `aria-describedby` naming the hint (`<id>-hint`) and the message
 * (`<id>-error`) when shown, and `aria-invalid` while there is an error; props it sets itself win.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  /** The message to show (react-hook-form: `errors.<field>?.message`). */
  error?: string;
  /** A line of help under the control. */
  hint?: React.ReactNode;
  className?: string;
  /** One element: the input, select or textarea. */
  children: React.ReactElement;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
