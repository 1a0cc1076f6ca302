import { createFileRoute } from '@tanstack/react-router';
import { PeoplePage } from '@/features/people/components/people-page';
import { RolesCreateDialog } from '@/features/roles/components/roles-create-dialog';

export const Route = createFileRoute('/home/people/')({
  component: PeopleRoute,
});

function PeopleRoute() {
  return <PeoplePage createRole={<RolesCreateDialog />} />;
}
