import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * A dialog's title and the text under it. `descriptionAsChild` lets a description that is more
 * than a sentence (a list, several paragraphs) be its own element, still named as the description.
 */
export function DialogHeading({
  title,
  description,
  descriptionAsChild,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  descriptionAsChild?: boolean;
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription asChild={descriptionAsChild}>{description}</DialogDescription>
    </DialogHeader>
  );
}

/**
 * A dialog's two buttons: the outline one that backs out, then the one that goes on. In a form
 * (`submits`), backing out is a plain button and going on submits the form. While the dialog's
 * call is `pending` both are disabled; `confirmDisabled` disables going on alone.
 */
export function DialogButtons({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  pending,
  confirmDisabled,
  submits = false,
}: {
  cancelLabel: React.ReactNode;
  onCancel: () => void;
  pending?: boolean;
  confirmLabel: React.ReactNode;
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  submits?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type={submits ? 'button' : undefined} variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type={submits ? 'submit' : undefined} onClick={onConfirm} disabled={pending || confirmDisabled}>
        {confirmLabel}
      </Button>
    </DialogFooter>
  );
}
