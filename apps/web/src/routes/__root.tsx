import { createRootRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { RootLayout } from '@/app/root-layout';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: () => <NotFoundPage />,
});
