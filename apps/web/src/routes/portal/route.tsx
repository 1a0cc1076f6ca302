import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/not-found-page';

// The customer portal: its sign-in pages and, behind the _shell layout, its signed-in pages.
export const Route = createFileRoute('/portal')({
  // Nothing split: the not-found page is in the entry already, a chunk of its own would only add a request.
  codeSplitGroupings: [],
  notFoundComponent: () => <NotFoundPage homeLink="/portal" />,
});
