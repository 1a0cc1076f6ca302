import { createFileRoute } from '@tanstack/react-router';
import { OrdersDashboardPage } from '@/features/orders/components/orders-dashboard-page';

export const Route = createFileRoute('/home/orders/')({
  component: OrdersDashboardPage,
});
