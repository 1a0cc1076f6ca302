import { createFileRoute } from '@tanstack/react-router';
import { prefetchCatalogs } from '@/features/catalogs/catalogs-loader';
import { catalogsSearch } from '@/features/catalogs/catalogs-search';
import { CatalogsPage } from '@/features/catalogs/components/catalogs-page';

export const Route = createFileRoute('/home/catalogs')({
  // One chunk for the page and its loader: the page's calls start as soon as it is fetched.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: catalogsSearch,
  loader: () => prefetchCatalogs(),
  component: CatalogsPage,
});
