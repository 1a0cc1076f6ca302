import { createFileRoute } from '@tanstack/react-router';
import { PortalCartPage } from '@/features/portal/components/portal-cart-page';
import { loadPortalCartShipTo } from '@/features/portal/portal-order-loaders';

export const Route = createFileRoute('/portal/_shell/cart')({
  loaderDeps: ({ search }) => ({ store: search.store }),
  loader: ({ context, deps }) => loadPortalCartShipTo({ access: context.access, storeParam: deps.store }),
  component: PortalCartPage,
});
