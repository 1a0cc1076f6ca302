import { createFileRoute } from '@tanstack/react-router';
import { catalogsSearch } from '@/features/catalogs/catalogs-search';
import { CatalogsPage } from '@/features/catalogs/components/catalogs-page';

export const Route = createFileRoute('/home/catalogs')({
  validateSearch: catalogsSearch,
  component: CatalogsPage,
});
