import { peopleTexts } from '@lineup/contracts/texts/people';
import type { User } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { Link } from '@tanstack/react-router';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PeopleDeleteDialog } from '@/features/people/components/people-delete-dialog';
import { PeopleReactivateDialog } from '@/features/people/components/people-reactivate-dialog';
import { fullName } from '@/features/people/people-names';
import { useCurrentUser } from '@/lib/auth/current-user';

/**
 * A person's row actions: the edit link, and the delete button with its confirmation, or,
 * for a deactivated user, the reactivate button with its own. Nobody can deactivate themselves: the
 * delete button is then disabled and its title says why.
 */
export function PeopleRowActions({ user }: { user: User }) {
  const currentUser = useCurrentUser();
  // Both dialogs stay mounted, so the one whose call is settling is not unmounted when the refreshed
  // row switches between delete and reactivate; each opens only for its own button.
  const [confirming, setConfirming] = useState<'delete' | 'reactivate' | null>(null);
  const close = () => setConfirming(null);
  const name = fullName(user);
  const inactive = user.status !== 'active';
  const blocked = currentUser?.id === user.id ? userServiceMessages.cannotDeactivateYourself : null;

  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" asChild>
        <Link
          to="/home/people/edit/$userId"
          params={{ userId: user.id }}
          aria-label={peopleTexts.editUser(name)}
          title={peopleTexts.edit}
        >
          <Pencil />
        </Link>
      </Button>
      {inactive ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={peopleTexts.reactivateUser(name)}
          title={peopleTexts.reactivate}
          onClick={() => setConfirming('reactivate')}
        >
          <RotateCcw />
        </Button>
      ) : (
        // A disabled button gets no pointer events: its wrapper carries the explanation.
        <span title={blocked ?? peopleTexts.delete}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={peopleTexts.deleteUser(name)}
            disabled={blocked !== null}
            onClick={() => setConfirming('delete')}
          >
            <Trash2 className="text-destructive" />
          </Button>
        </span>
      )}
      <PeopleDeleteDialog user={user} open={confirming === 'delete'} onClose={close} />
      <PeopleReactivateDialog user={user} open={confirming === 'reactivate'} onClose={close} />
    </div>
  );
}
