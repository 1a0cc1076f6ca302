import { createFileRoute } from '@tanstack/react-router';
import { type LandingSearch, landOnRoot } from '@/features/auth/auth-session-flow';
import { AuthLandingPage } from '@/features/auth/components/auth-landing-page';
import { searchText } from '@/lib/search-params';

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): LandingSearch => ({
    error: searchText(search.error),
    error_description: searchText(search.error_description),
    // Checked by landOnRoot: only a path under /home of this origin is ever used.
    returnTo: searchText(search.returnTo),
  }),
  beforeLoad: ({ search }) => landOnRoot(search),
  component: AuthLandingPage,
});
