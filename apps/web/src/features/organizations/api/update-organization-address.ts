import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { Address } from '@lineup/contracts/users';
import type { Organization } from '@lineup/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { apiRequest } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: PhysicalAddress) => updateOrganizationAddress(organizationId, address),
    onSuccess: async (organization) => {
      toast.success(successToasts.addressSaved);
      queryClient.setQueryData(organizationsKeys.detail(organizationId), organization);
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.lists() });
    },
    onError: (error) => toast.error(serverMessageOr(error, failureToasts.saveAddressFallback)),
  });
}
