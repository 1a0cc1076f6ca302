import { peopleTexts } from '@lineup/contracts/texts/people';
import type { User } from '@lineup/contracts/users';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useReactivateUser } from '@/features/people/api/reactivate-user';
import { fullName } from '@/features/people/people-names';

/** The reactivate button's confirmation: undoes a delete (a deactivation) once the user confirms. */
export function PeopleReactivateDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const reactivation = useReactivateUser();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => reactivation.mutate(user.id, { onSettled: onClose })}
      title={peopleTexts.reactivateTitle(fullName(user))}
      description={peopleTexts.reactivateQuestion}
      cancelLabel={peopleTexts.cancel}
      confirmLabel={peopleTexts.reactivate}
      pending={reactivation.isPending}
    >
      <p className="text-sm text-muted-foreground">{peopleTexts.reactivateConsequence(user.type)}</p>
    </ConfirmDialog>
  );
}
