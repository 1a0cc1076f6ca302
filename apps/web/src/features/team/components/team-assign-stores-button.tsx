import { teamTexts } from '@lineup/contracts/texts/people';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TeamAssignStoresDialog } from '@/features/team/components/team-assign-stores-dialog';
import { teamMemberName } from '@/features/team/components/team-columns';

/** A team member's 'Assign stores' row action and its dialog. */
export function TeamAssignStoresButton({ user }: { user: UserWithMemberships }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={teamTexts.assignStoresFor(teamMemberName(user))}
        title={teamTexts.assignStores}
        onClick={() => setOpen(true)}
      >
        <Store />
      </Button>
      <TeamAssignStoresDialog user={user} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
