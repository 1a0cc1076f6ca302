import { pageHeadings, shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { PeopleEditPage } from '@/features/people/components/people-edit-page';

export const Route = createFileRoute('/home/people/edit/$userId')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.people, to: '/home/people' },
      { label: pageHeadings.editingUser },
    ],
  },
  component: EditUserRoute,
});

function EditUserRoute() {
  const { userId } = Route.useParams();
  return <PeopleEditPage userId={userId} />;
}
