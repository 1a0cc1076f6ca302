import type * as React from 'react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useOneCallAtATime } from '@/lib/hooks/one-call-at-a-time';

/**
 * A confirmation: title, question, optional details, then Cancel and the confirming button. From
 * the confirming click until the confirmed call has settled (`pending`), both buttons are disabled,
 * a second click does nothing and the dialog stays open; otherwise Cancel, Escape and the overlay
 * call `onClose`. The caller gives every word.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  destructive = false,
  pending = false,
  confirmDisabled = false,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** Shown between the question and the buttons. */
  children?: React.ReactNode;
  cancelLabel: React.ReactNode;
  confirmLabel: React.ReactNode;
  /** The confirming button in the destructive style (a delete). */
  destructive?: boolean;
  pending?: boolean;
  confirmDisabled?: boolean;
}) {
  const confirming = useOneCallAtATime(pending);
  const { reset } = confirming;
  // Opened again, the dialog asks afresh.
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !confirming.isBusy()) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={confirming.busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            disabled={confirming.busy || confirmDisabled}
            onClick={() => {
              if (confirming.isBusy()) return;
              confirming.start();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
