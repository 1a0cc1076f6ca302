import { shellTexts } from '@lineup/contracts/messages';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersAllPage } from '@/features/orders/components/orders-all-page';

export const Route = createFileRoute('/home/orders/all')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.orders, to: '/home/orders' },
      { label: shellTexts.allOrders },
    ],
  },
  component: OrdersAllPage,
});
