import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '@/app/home-loader';
import { NotFoundPage } from '@/app/not-found-page';
import { HomeLayout } from '@/app/shell/home-layout';
import { HomeSkeleton } from '@/app/shell/home-skeleton';
import { requireSession } from '@/features/auth/auth-session-flow';

export const Route = createFileRoute('/home')({
  beforeLoad: requireSession,
  loader: () => loadHome(),
  component: () => <HomeLayout />,
  // The frame shows at once while the current user loads, and goes as soon as the shell can render.
  pendingComponent: HomeSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  notFoundComponent: () => <NotFoundPage />,
});
