import { unsavedChangesTexts } from '@lineup/contracts/texts/unsaved-changes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { UnsavedChangesBlocker } from '@/lib/use-unsaved-changes-guard';

/**
 * The one question every form with unsaved changes asks when the user tries to leave it. Staying
 * (Cancel, Escape, the overlay) keeps the page and what was typed; leaving goes where the user went.
 */
export function UnsavedChangesDialog({ blocker }: { blocker: UnsavedChangesBlocker }) {
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      title={unsavedChangesTexts.title}
      description={unsavedChangesTexts.description}
      cancelLabel={unsavedChangesTexts.stay}
      confirmLabel={unsavedChangesTexts.leave}
      destructive
    />
  );
}
