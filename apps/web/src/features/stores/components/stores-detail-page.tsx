import type { Brand } from '@lineup/contracts/pim';
import { STORE_LOGO_PLACEHOLDER_URL } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { useNavigate, useParams } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useBrands } from '@/api/brands/get-brands';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useUsersWithMemberships } from '@/api/users/get-users-with-memberships';
import { BackLink } from '@/components/page-links/page-links';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DisabledReasonButton } from '@/components/ui/disabled-reason-button';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStore } from '@/features/stores/api/get-store';
import { StoresAccountManagersSection } from '@/features/stores/components/stores-account-managers-section';
import { StoresCustomerAccountsSection } from '@/features/stores/components/stores-customer-accounts-section';
import {
  StoresAddressesSection,
  StoresBasicInfoSection,
  StoresBrandFocusSection,
  StoresStatusSection,
} from '@/features/stores/components/stores-detail-sections';
import { storeTypeText } from '@/features/stores/components/stores-labels';
import { membersOf } from '@/features/stores/store-members';

const NO_MEMBERS: UserWithMemberships[] = [];
const NO_BRANDS: Brand[] = [];

/** The customer portal as one store sees it, in staff's read-only preview. */
function storePreviewHref(storeId: string): string {
  return `/portal?${new URLSearchParams({ previewStoreId: storeId })}`;
}

/**
 * /home/stores/{storeId}: basic info, addresses and status, plus the customer accounts, the
 * account managers and the brand focus; each saved on its own with the store's current
 * `_revision`, then refetched. 'Preview as store' opens the customer portal as the store sees it,
 * in a new tab. A failing load goes back to /home/stores (the failure's message is shown as a
 * toast by the query cache).
 */
export function StoresDetailPage() {
  const { storeId } = useParams({ from: '/home/stores/$storeId' });
  const navigate = useNavigate();
  const store = useStore(storeId);
  const organizations = useOrganizations();
  const members = useUsersWithMemberships();
  const brands = useBrands();

  useEffect(() => {
    if (store.isError) void navigate({ to: '/home/stores', replace: true });
  }, [store.isError, navigate]);

  const data = store.data;
  const organization = organizations.data?.find((candidate) => candidate.id === data?.organizationId) ?? null;
  const storeMembers = useMemo(
    () => (data ? membersOf(members.data ?? NO_MEMBERS, data.organizationId) : NO_MEMBERS),
    [members.data, data],
  );
  const ready = data !== undefined && !organizations.isPending && !members.isPending;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={
          data ? (
            <span className="flex items-center gap-3">
              <img
                src={data.logoUrl || STORE_LOGO_PLACEHOLDER_URL}
                alt={storeTexts.logoAlt(data.name)}
                className="size-10 rounded-md border bg-muted object-contain"
              />
              {data.name}
            </span>
          ) : (
            storeTexts.loadingStore
          )
        }
        description={
          data ? (
            <span className="flex flex-wrap items-center gap-2">
              {organization ? storeTexts.storeOf(organization.name) : null}
              <Badge variant="outline">{storeTypeText(data)}</Badge>
            </span>
          ) : undefined
        }
        className="mb-0"
        actions={
          <>
            <BackLink to="/home/stores">{storeTexts.back}</BackLink>
            {data?.status === 'inactive' ? (
              // The portal shows an inactive store nothing: the preview would only say it is not found.
              <DisabledReasonButton variant="outline" disabledReason={storeTexts.previewNeedsActiveStore}>
                <ExternalLink />
                {storeTexts.previewAsStore}
              </DisabledReasonButton>
            ) : (
              <Button variant="outline" asChild>
                <a
                  href={storePreviewHref(storeId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={storeTexts.previewAsStoreHint}
                >
                  <ExternalLink />
                  {storeTexts.previewAsStore}
                </a>
              </Button>
            )}
          </>
        }
      />
      {ready && data ? (
        <>
          <SectionCard title={storeTexts.basicInfoSection}>
            <StoresBasicInfoSection key={data.id} store={data} members={storeMembers} />
          </SectionCard>
          <SectionCard title={storeTexts.customerAccountsSection} description={storeTexts.customerAccountsDescription}>
            <StoresCustomerAccountsSection key={data.id} store={data} users={members.data ?? NO_MEMBERS} />
          </SectionCard>
          <SectionCard title={storeTexts.accountManagersSection} description={storeTexts.accountManagersDescription}>
            <StoresAccountManagersSection key={data.id} store={data} users={members.data ?? NO_MEMBERS} />
          </SectionCard>
          <SectionCard title={storeTexts.addressesSection}>
            <StoresAddressesSection key={data.id} store={data} organizationAddress={organization?.address ?? null} />
          </SectionCard>
          <Card>
            <CardContent>
              <StoresBrandFocusSection key={data.id} store={data} brands={brands.data ?? NO_BRANDS} />
            </CardContent>
          </Card>
          <SectionCard title={storeTexts.statusSection}>
            <StoresStatusSection store={data} />
          </SectionCard>
        </>
      ) : (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </div>
  );
}
