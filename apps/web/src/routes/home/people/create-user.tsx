import { pageHeadings, shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useRoles } from '@/api/roles/get-roles';
import { PeopleCreateUserPage } from '@/features/people/components/people-create-user-page';

export const Route = createFileRoute('/home/people/create-user')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.people, to: '/home/people' },
      { label: pageHeadings.createNewUser },
    ],
  },
  component: CreateUserRoute,
});

function CreateUserRoute() {
  const organizations = useOrganizations();
  const roles = useRoles();
  return <PeopleCreateUserPage variant="person" organizations={organizations.data} roles={roles.data} />;
}
