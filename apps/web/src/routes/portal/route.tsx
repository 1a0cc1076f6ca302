import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/not-found-page';

// The customer portal: its sign-in pages and, behind the _shell layout, its signed-in pages.
export const Route = createFileRoute('/portal')({
  notFoundComponent: () => <NotFoundPage homeLink="/portal" />,
});
