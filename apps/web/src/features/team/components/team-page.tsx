import { pageHeadings } from '@lineup/contracts/shell-texts';
import { peopleTexts, teamTexts } from '@lineup/contracts/texts/people';
import type { User, UserWithMemberships } from '@lineup/contracts/users';
import type * as React from 'react';
import { useMemo } from 'react';
import { ListPage } from '@/components/list-page/list-page';
import { AddLink } from '@/components/page-links/page-links';
import { DataTableEmpty } from '@/components/ui/data-table';
import { TeamAssignStoresButton } from '@/features/team/components/team-assign-stores-button';
import { teamColumns, teamMemberName } from '@/features/team/components/team-columns';

/** The team: active internal users (a deactivated one has left the team). */
export function teamMembers<T extends User>(users: T[]): T[] {
  return users.filter((user) => user.type === 'internal' && user.status === 'active');
}

/** The search matches the full name ('First Last'), without regard to case. */
export function filterTeam<T extends User>(users: T[], search: string): T[] {
  const needle = search.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!needle) return users;
  return users.filter((user) => teamMemberName(user).toLowerCase().includes(needle));
}

/**
 * /home/team: search by full name, Name, Privileges, Stores and actions, 10 a page, and
 * 'Add New Team Member'. The route hands in the users (with their role and managed stores) and the
 * person's row actions (they belong to people); 'Assign stores' comes first.
 */
export function TeamPage({
  users,
  loading,
  rowActions,
}: {
  users: UserWithMemberships[] | undefined;
  loading: boolean;
  rowActions: (user: User) => React.ReactNode;
}) {
  const members = useMemo(() => teamMembers(users ?? []), [users]);
  const columns = useMemo(
    () =>
      teamColumns((user) => (
        <div className="flex items-center gap-1">
          <TeamAssignStoresButton user={user} />
          {rowActions(user)}
        </div>
      )),
    [rowActions],
  );

  return (
    <ListPage
      title={pageHeadings.team}
      actions={<AddLink to="/home/team/create-user">{teamTexts.addNewTeamMember}</AddLink>}
      list={{ columns, data: members, filter: filterTeam<UserWithMemberships>, loading }}
      labels={{ ...peopleTexts, ...teamTexts }}
      empty={<DataTableEmpty title={teamTexts.empty} />}
    />
  );
}
