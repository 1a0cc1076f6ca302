import { pageHeadings, shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsCreateCustomerPage } from '@/features/organizations/components/organizations-create-customer-page';

export const Route = createFileRoute('/home/organizations/create-customer')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.organizations, to: '/home/organizations' },
      { label: pageHeadings.newCustomer },
    ],
  },
  component: OrganizationsCreateCustomerPage,
});
