import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsPage } from '@/features/organizations/components/organizations-page';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/home/organizations/')({
  validateSearch: listSearch,
  component: OrganizationsPage,
});
