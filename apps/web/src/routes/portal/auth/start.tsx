import { portalSignInTexts } from '@lineup/contracts/texts/portal-sign-in';
import { createFileRoute } from '@tanstack/react-router';
import { AuthStartScreen } from '@/features/auth/components/auth-start-page';
import { prepareStartPage, startSearch } from '@/features/auth/sign-in-pages';

export const Route = createFileRoute('/portal/auth/start')({
  validateSearch: startSearch,
  beforeLoad: ({ search }) => prepareStartPage('portal', search),
  component: PortalAuthStartRoute,
});

function PortalAuthStartRoute() {
  return (
    <AuthStartScreen
      realm="portal"
      plan={Route.useRouteContext().startPlan}
      description={portalSignInTexts.description}
    />
  );
}
