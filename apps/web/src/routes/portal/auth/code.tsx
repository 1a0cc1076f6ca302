import { createFileRoute } from '@tanstack/react-router';
import { AuthCodeScreen } from '@/features/auth/components/auth-code-page';
import { codeSearch, guardCodePage } from '@/features/auth/sign-in-pages';

export const Route = createFileRoute('/portal/auth/code')({
  validateSearch: codeSearch,
  beforeLoad: ({ search }) => guardCodePage('portal', search),
  component: PortalAuthCodeRoute,
});

function PortalAuthCodeRoute() {
  return <AuthCodeScreen realm="portal" search={Route.useSearch()} />;
}
