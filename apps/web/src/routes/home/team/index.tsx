import type { User } from '@lineup/contracts/users';
import { createFileRoute } from '@tanstack/react-router';
import { useUsersWithMemberships } from '@/api/users/get-users-with-memberships';
import { PeopleRowActions } from '@/features/people/components/people-row-actions';
import { TeamPage } from '@/features/team/components/team-page';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/home/team/')({
  validateSearch: listSearch,
  component: TeamRoute,
});

// Team members are people: the same edit link and delete button as on /home/people.
const rowActions = (user: User) => <PeopleRowActions user={user} />;

// The list with memberships carries each person's role and the stores they manage.
function TeamRoute() {
  const users = useUsersWithMemberships();
  return <TeamPage users={users.data} loading={users.isPending} rowActions={rowActions} />;
}
