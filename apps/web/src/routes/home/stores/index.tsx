import { createFileRoute } from '@tanstack/react-router';
import { StoresPage } from '@/features/stores/components/stores-page';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/home/stores/')({
  validateSearch: listSearch,
  component: StoresPage,
});
