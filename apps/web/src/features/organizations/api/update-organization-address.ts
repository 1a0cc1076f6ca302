import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { Organization } from '@lineup/contracts/organizations';
import type { Address } from '@lineup/contracts/users';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { apiRequest } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';
import { useToastedMutation } from '@/lib/toasted-mutation';

type PhysicalAddress = Address & { type: 'physical' };

/** PUT {usersUrl}/api/organizations/{id}/address {address}. */
export async function updateOrganizationAddress(id: string, address: PhysicalAddress): Promise<Organization> {
  return (
    await apiRequest<Organization>('users', `/api/organizations/${encodeURIComponent(id)}/address`, {
      method: 'PUT',
      body: { address },
    })
  ).data;
}

/** 'Address saved', or the server's message ('Failed to save address' without one). */
export function useUpdateOrganizationAddress(organizationId: string) {
  return useToastedMutation({
    mutationFn: (address: PhysicalAddress) => updateOrganizationAddress(organizationId, address),
    success: successToasts.addressSaved,
    keep: () => organizationsKeys.detail(organizationId),
    refresh: [organizationsKeys.lists()],
    failure: (error) => serverMessageOr(error, failureToasts.saveAddressFallback),
  });
}
