import { createFileRoute } from '@tanstack/react-router';
import { PeoplePage } from '@/features/people/components/people-page';
import { RolesCreateDialog } from '@/features/roles/components/roles-create-dialog';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/home/people/')({
  validateSearch: listSearch,
  component: PeopleRoute,
});

function PeopleRoute() {
  return <PeoplePage createRole={<RolesCreateDialog />} />;
}
