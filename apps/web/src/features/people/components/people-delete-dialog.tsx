import { peopleTexts } from '@lineup/contracts/texts/people';
import type { User } from '@lineup/contracts/users';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeactivateUser } from '@/features/people/api/deactivate-user';
import { fullName } from '@/features/people/people-names';

/**
 * The delete button's confirmation. "Deleting" a person deactivates them: they can no
 * longer sign in and nothing that refers to them is lost; the dialog says so before anything happens.
 */
export function PeopleDeleteDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const deactivation = useDeactivateUser();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => deactivation.mutate(user.id, { onSettled: onClose })}
      title={peopleTexts.deleteTitle(fullName(user))}
      description={peopleTexts.deleteQuestion}
      cancelLabel={peopleTexts.cancel}
      confirmLabel={peopleTexts.delete}
      destructive
      pending={deactivation.isPending}
    >
      <p className="text-sm text-muted-foreground">{peopleTexts.deleteConsequence}</p>
    </ConfirmDialog>
  );
}
