import { shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderPage } from '@/features/orders/components/order-page';

/** Order ids are digits; anything else is no page. */
const isOrderId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

export const Route = createFileRoute('/home/orders/$orderId')({
  beforeLoad: ({ params }) => {
    if (!isOrderId(params.orderId)) throw notFound();
  },
  staticData: {
    crumbs: ({ params }) => [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.orders, to: '/home/orders' },
      { label: shellTexts.allOrders, to: '/home/orders/all' },
      { label: shellTexts.orderCrumb(params.orderId ?? '') },
    ],
  },
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  return <OrderPage key={orderId} orderId={Number(orderId)} />;
}
