import { createFileRoute } from '@tanstack/react-router';
import { PortalCheckoutPage } from '@/features/portal/components/portal-checkout-page';
import { loadPortalCheckout } from '@/features/portal/portal-order-loaders';

/** /portal/cart/{orderId}/checkout: a draft of the cart checked out, then submitted (its own chunk, with its form's zod). */
export const Route = createFileRoute('/portal/_shell/cart_/$orderId/checkout')({
  loaderDeps: ({ search }) => ({ store: search.store }),
  loader: ({ context, deps, params }) =>
    loadPortalCheckout({ access: context.access, storeParam: deps.store }, params.orderId),
  component: PortalCheckoutRoute,
});

function PortalCheckoutRoute() {
  const { orderId } = Route.useLoaderData();
  return <PortalCheckoutPage key={orderId} orderId={orderId} />;
}
