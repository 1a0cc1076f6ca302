import { createFileRoute, redirect } from '@tanstack/react-router';
import { type LandingSearch, signInFlow } from '@/features/auth/auth-session-flow';
import { AuthLandingPage } from '@/features/auth/components/auth-landing-page';
import { landingSearch } from '@/features/auth/sign-in-pages';
import { parseStoreId } from '@/features/portal/api/portal-access';
import { PortalShellError } from '@/features/portal/components/portal-errors';

export const Route = createFileRoute('/portal/')({
  validateSearch: (search: Record<string, unknown>): LandingSearch & { previewStoreId?: string } => ({
    ...landingSearch(search),
    previewStoreId: parseStoreId(search.previewStoreId),
  }),
  beforeLoad: ({ search }) => {
    // Staff previewing a store (the back office's "Preview as store"), on their own session.
    if (search.previewStoreId) {
      throw redirect({ to: '/portal/catalogs', search: { previewStoreId: search.previewStoreId } });
    }
    return signInFlow('portal').land(search);
  },
  component: AuthLandingPage,
  // The issuer out of reach, say: the portal's error page, not the back office's.
  errorComponent: PortalShellError,
});
