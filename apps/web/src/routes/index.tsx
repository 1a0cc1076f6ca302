import { createFileRoute } from '@tanstack/react-router';
import { landOnRoot } from '@/features/auth/auth-session-flow';
import { AuthLandingPage } from '@/features/auth/components/auth-landing-page';
import { landingSearch } from '@/features/auth/sign-in-pages';

export const Route = createFileRoute('/')({
  validateSearch: landingSearch,
  beforeLoad: ({ search }) => landOnRoot(search),
  component: AuthLandingPage,
});
