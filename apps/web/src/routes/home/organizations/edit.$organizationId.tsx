import { pageHeadings, shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsEditPage } from '@/features/organizations/components/organizations-edit-page';

export const Route = createFileRoute('/home/organizations/edit/$organizationId')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.organizations, to: '/home/organizations' },
      { label: pageHeadings.editCustomer },
    ],
  },
  component: OrganizationsEditPage,
});
