import { shellTexts } from '@lineup/contracts/messages';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersMultibrandPage } from '@/features/orders/components/orders-multibrand-page';

export const Route = createFileRoute('/home/orders/multibrand')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.orders, to: '/home/orders' },
      { label: shellTexts.byBrand },
      { label: shellTexts.multibrand },
    ],
  },
  component: OrdersMultibrandPage,
});
