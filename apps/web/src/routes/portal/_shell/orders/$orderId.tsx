import { createFileRoute } from '@tanstack/react-router';
import { PortalOrderError } from '@/features/portal/components/portal-order-error';
import { PortalOrderPage } from '@/features/portal/components/portal-order-page';
import { loadPortalOrder } from '@/features/portal/portal-order-loaders';

export const Route = createFileRoute('/portal/_shell/orders/$orderId')({
  loaderDeps: ({ search }) => ({ store: search.store }),
  loader: ({ context, deps, params }) =>
    loadPortalOrder({ access: context.access, storeParam: deps.store }, params.orderId),
  errorComponent: PortalOrderError,
  component: PortalOrderRoute,
});

function PortalOrderRoute() {
  const { orderId } = Route.useLoaderData();
  return <PortalOrderPage key={orderId} orderId={orderId} />;
}
