import { pageHeadings, shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useRoles } from '@/api/roles/get-roles';
import { PeopleCreateUserPage } from '@/features/people/components/people-create-user-page';

export const Route = createFileRoute('/home/team/create-user')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.team, to: '/home/team' },
      { label: pageHeadings.newTeamMember },
    ],
  },
  component: CreateTeamMemberRoute,
});

// A team member is an internal user: the create-user screen of people, without the type field.
function CreateTeamMemberRoute() {
  const organizations = useOrganizations();
  const roles = useRoles();
  return <PeopleCreateUserPage variant="teamMember" organizations={organizations.data} roles={roles.data} />;
}
