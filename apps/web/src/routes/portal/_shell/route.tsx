import { createFileRoute, retainSearchParams, useRouter } from '@tanstack/react-router';
import { signInFlow } from '@/features/auth/auth-session-flow';
import { parseStoreId, portalAccess } from '@/features/portal/api/portal-access';
import { PortalShellError } from '@/features/portal/components/portal-errors';
import { PortalLayout } from '@/features/portal/components/portal-layout';
import { loadPortalShell } from '@/features/portal/portal-loaders';

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
  // The session, the chosen store and its cart: loaded again for another store, and by reloadCart.
  loaderDeps: ({ search }) => ({ store: search.store, previewStoreId: search.previewStoreId }),
  loader: ({ context, deps, abortController }) =>
    loadPortalShell({ access: context.access, storeParam: deps.store }, abortController.signal),
  // The layout and its loader come in one chunk; the error page in its own, loaded only on a failure.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  component: PortalShellRoute,
  // The router's default error page offers the back office's Logout: the portal has its own.
  errorComponent: PortalShellError,
});

function PortalShellRoute() {
  const { access } = Route.useRouteContext();
  const shell = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <PortalLayout
      access={access}
      shell={shell}
      // A page changed the cart: only this layout loads again (the header's count, the cart page).
      reloadCart={() => router.invalidate({ filter: (match) => match.routeId === Route.id })}
      onStoreChange={(storeId) => void navigate({ to: '/portal/catalogs', search: { store: storeId } })}
    />
  );
}
