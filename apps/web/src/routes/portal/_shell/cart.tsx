import { createFileRoute } from '@tanstack/react-router';
import { PortalCartPage } from '@/features/portal/components/portal-cart-page';

export const Route = createFileRoute('/portal/_shell/cart')({
  component: PortalCartPage,
});
