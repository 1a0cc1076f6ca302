import { createFileRoute } from '@tanstack/react-router';
import { AuthStartScreen } from '@/features/auth/components/auth-start-page';
import { prepareStartPage, startSearch } from '@/features/auth/sign-in-pages';

export const Route = createFileRoute('/auth/start')({
  validateSearch: startSearch,
  beforeLoad: ({ search }) => prepareStartPage('back-office', search),
  component: AuthStartRoute,
});

function AuthStartRoute() {
  return <AuthStartScreen realm="back-office" plan={Route.useRouteContext().startPlan} />;
}
