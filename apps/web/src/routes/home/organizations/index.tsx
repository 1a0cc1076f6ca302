import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsPage } from '@/features/organizations/components/organizations-page';

export const Route = createFileRoute('/home/organizations/')({
  component: OrganizationsPage,
});
