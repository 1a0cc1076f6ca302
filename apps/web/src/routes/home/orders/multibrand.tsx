import { shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersMultibrandPage } from '@/features/orders/components/orders-multibrand-page';
import { ordersListSearch } from '@/features/orders/orders-search';

export const Route = createFileRoute('/home/orders/multibrand')({
  validateSearch: ordersListSearch,
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
