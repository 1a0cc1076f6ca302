import { createFileRoute } from '@tanstack/react-router';
import { PortalOrdersPage } from '@/features/portal/components/portal-orders-page';

/** The history's page in the address (?page=2), so Back and a shared link find it again. */
const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 && page <= 1_000_000 ? page : undefined;
};

export const Route = createFileRoute('/portal/_shell/orders/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: pageOf(search.page) }),
  component: PortalOrdersRoute,
});

function PortalOrdersRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PortalOrdersPage
      page={page ?? 1}
      onPageChange={(next) =>
        void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
      }
    />
  );
}
