import { emptyStates } from '@lineup/contracts/messages';
import { pageHeadings } from '@lineup/contracts/shell-texts';
import { peopleTexts } from '@lineup/contracts/texts/people';
import type { User } from '@lineup/contracts/users';
import type * as React from 'react';
import { useMemo } from 'react';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useUsers } from '@/api/users/get-users';
import { ListPage } from '@/components/list-page/list-page';
import { AddLink } from '@/components/page-links/page-links';
import { DataTableEmpty } from '@/components/ui/data-table';
import { peopleColumns } from '@/features/people/components/people-columns';
import { fullName } from '@/features/people/people-names';

const NO_USERS: User[] = [];

/** The search matches the first name, the last name or the e-mail, without regard to case. */
export function filterPeople(users: User[], search: string): User[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return users;
  return users.filter((user) =>
    [user.firstName, user.lastName, fullName(user), user.email].some((text) => text.toLowerCase().includes(needle)),
  );
}

/**
 * /home/people: search (500 ms debounce), the table with Previous/Next (10 a page),
 * 'Add New User' and the Create Role dialog, which the route hands in (it belongs to the roles feature).
 */
export function PeoplePage({ createRole }: { createRole?: React.ReactNode }) {
  const users = useUsers();
  const organizations = useOrganizations();
  const columns = useMemo(
    () => peopleColumns(new Map((organizations.data ?? []).map((organization) => [organization.id, organization]))),
    [organizations.data],
  );

  return (
    <ListPage
      title={pageHeadings.people}
      actions={
        <>
          {createRole}
          <AddLink to="/home/people/create-user">{peopleTexts.addNewUser}</AddLink>
        </>
      }
      list={{ columns, data: users.data ?? NO_USERS, filter: filterPeople, loading: users.isPending }}
      labels={peopleTexts}
      empty={<DataTableEmpty title={emptyStates.people} />}
    />
  );
}
