import { createFileRoute } from '@tanstack/react-router';
import { BrandsPage } from '@/features/brands/components/brands-page';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/home/brands/')({
  validateSearch: listSearch,
  component: BrandsPage,
});
