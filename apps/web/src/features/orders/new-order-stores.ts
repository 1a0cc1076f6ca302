import { newOrderTexts } from '@lineup/contracts/texts/new-order';
import { useMemo } from 'react';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useStores } from '@/api/stores/get-stores';

/** The stores that may order (active, of an active customer organization), by organization and name. */
export function useOrderingStores() {
  const stores = useStores({ refreshOnOpen: true });
  const organizations = useOrganizations({ refreshOnOpen: true });
  const options = useMemo(() => {
    const byId = new Map((organizations.data ?? []).map((organization) => [organization.id, organization]));
    return (stores.data ?? [])
      .flatMap((store) => {
        const organization = byId.get(store.organizationId);
        if (store.status !== 'active' || organization?.status !== 'active' || organization.type !== 'external')
          return [];
        return [
          {
            id: store.id,
            label: newOrderTexts.storeOption(organization.name, store.name),
            // Keyed by brand id: the store's prices are the brand's less its organization's discount.
            discounts: organization.discounts,
          },
        ];
      })
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [stores.data, organizations.data]);
  return { options, isPending: stores.isPending || organizations.isPending };
}

/** Under the store select: while the stores load, or that none may order. */
export function storeHint(stores: { options: unknown[]; isPending: boolean }) {
  if (stores.isPending) return newOrderTexts.storesLoading;
  return stores.options.length === 0 ? newOrderTexts.noStores : undefined;
}
