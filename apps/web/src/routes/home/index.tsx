import { shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { catalogsSearch } from '@/features/catalogs/catalogs-search';
import { CatalogsPage } from '@/features/catalogs/components/catalogs-page';

export const Route = createFileRoute('/home/')({
  staticData: { crumbs: [{ label: shellTexts.home, to: '/home' }, { label: shellTexts.catalogs }] },
  validateSearch: catalogsSearch,
  component: CatalogsPage,
});
