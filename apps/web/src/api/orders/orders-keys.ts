import { createQueryKeys } from '@/lib/query-keys';

/** Every orders query sits under this factory: lists(filters), detail(id), and the dashboard. */
export const ordersKeys = {
  ...createQueryKeys('orders'),
  dashboard: () => ['orders', 'dashboard'] as const,
};
