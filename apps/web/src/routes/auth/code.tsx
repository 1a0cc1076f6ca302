import { createFileRoute } from '@tanstack/react-router';
import { AuthCodeScreen } from '@/features/auth/components/auth-code-page';
import { codeSearch, guardCodePage } from '@/features/auth/sign-in-pages';

export const Route = createFileRoute('/auth/code')({
  validateSearch: codeSearch,
  beforeLoad: ({ search }) => guardCodePage('back-office', search),
  component: AuthCodeRoute,
});

function AuthCodeRoute() {
  return <AuthCodeScreen realm="back-office" search={Route.useSearch()} />;
}
