import { createFileRoute } from '@tanstack/react-router';
import { type AuthErrorSearch, landOnRoot } from '@/features/auth/auth-session-flow';
import { AuthLandingPage } from '@/features/auth/components/auth-landing-page';
import { searchText } from '@/lib/search-params';

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): AuthErrorSearch => ({
    error: searchText(search.error),
    error_description: searchText(search.error_description),
  }),
  beforeLoad: ({ search }) => landOnRoot(search),
  component: AuthLandingPage,
});
