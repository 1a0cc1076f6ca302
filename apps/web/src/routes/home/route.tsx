import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '@/app/home-loader';
import { NotFoundPage } from '@/app/not-found-page';
import { HomeLayout } from '@/app/shell/home-layout';
import { requireSession } from '@/features/auth/auth-session-flow';

export const Route = createFileRoute('/home')({
  beforeLoad: requireSession,
  loader: () => loadHome(),
  component: () => <HomeLayout />,
  notFoundComponent: () => <NotFoundPage />,
});
