import { peopleTexts } from '@lineup/contracts/texts/people';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import type { User } from '@lineup/contracts/users';
import { Link } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PeopleDeleteDialog } from '@/features/people/components/people-delete-dialog';
import { fullName } from '@/features/people/people-names';
import { useCurrentUser } from '@/lib/auth/current-user';

/**
 * A person's row actions (point 2): the edit link and the delete button with its confirmation.
 * Nobody can deactivate themselves, and a deactivated user has nothing left to delete: the button
 * is then disabled and its title says why.
 */
export function PeopleRowActions({ user }: { user: User }) {
  const currentUser = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const name = fullName(user);
  const blocked =
    currentUser?.id === user.id
      ? userServiceMessages.cannotDeactivateYourself
      : user.status !== 'active'
        ? peopleTexts.alreadyInactive
        : null;

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
      {/* A disabled button gets no pointer events: its wrapper carries the explanation. */}
      <span title={blocked ?? peopleTexts.delete}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={peopleTexts.deleteUser(name)}
          disabled={blocked !== null}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="text-destructive" />
        </Button>
      </span>
      <PeopleDeleteDialog user={user} open={confirming} onClose={() => setConfirming(false)} />
    </div>
  );
}
