import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { parseStoreId, portalAccess } from '@/api/portal/portal-access';
import { signInFlow } from '@/features/auth/auth-session-flow';
import { PortalShellError } from '@/features/portal/components/portal-errors';
import { PortalLayout } from '@/features/portal/components/portal-layout';
import { loadPortalSession } from '@/features/portal/portal-loaders';

/** Every signed-in portal page names the store it shows and, for staff, the store they preview. */
type PortalSearch = { store?: string; previewStoreId?: string };

export const Route = createFileRoute('/portal/_shell')({
  validateSearch: (search: Record<string, unknown>): PortalSearch => ({
    store: parseStoreId(search.store),
    previewStoreId: parseStoreId(search.previewStoreId),
  }),
  search: { middlewares: [retainSearchParams(['store', 'previewStoreId'])] },
  // A customer needs the portal's session; staff previewing a store need the back office's.
  beforeLoad: async ({ search, location }) => {
    const access = portalAccess(search.previewStoreId);
    await signInFlow(access.realm).requireSession({ location });
    return { access };
  },
  loaderDeps: ({ search }) => ({ previewStoreId: search.previewStoreId }),
  loader: ({ context }) => loadPortalSession(context.access),
  component: PortalShellRoute,
  // The router's default error page offers the back office's Logout: the portal has its own.
  errorComponent: PortalShellError,
});

function PortalShellRoute() {
  const { access } = Route.useRouteContext();
  const { store } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PortalLayout
      access={access}
      storeParam={store}
      onStoreChange={(storeId) => void navigate({ to: '/portal/catalogs', search: { store: storeId } })}
    />
  );
}
