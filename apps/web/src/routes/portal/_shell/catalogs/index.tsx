import { createFileRoute } from '@tanstack/react-router';
import { PortalCatalogsPage } from '@/features/portal/components/portal-catalogs-page';

export const Route = createFileRoute('/portal/_shell/catalogs/')({
  component: PortalCatalogsPage,
});
