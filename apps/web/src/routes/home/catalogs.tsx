import { createFileRoute } from '@tanstack/react-router';
import { CatalogsPage } from '@/features/catalogs/components/catalogs-page';

export const Route = createFileRoute('/home/catalogs')({
  component: CatalogsPage,
});
