import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '@/features/roles/components/roles-page';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/home/roles')({
  validateSearch: listSearch,
  component: RolesPage,
});
