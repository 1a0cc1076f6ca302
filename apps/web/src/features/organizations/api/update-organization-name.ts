import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { Organization } from '@lineup/contracts/organizations';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { apiRequest } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** PUT {usersUrl}/api/organizations/name {organizationId, name}. */
export async function updateOrganizationName(body: { organizationId: string; name: string }): Promise<Organization> {
  return (await apiRequest<Organization>('users', '/api/organizations/name', { method: 'PUT', body })).data;
}

/** 'Name saved', or the server's message ('Failed to save name' without one). */
export function useUpdateOrganizationName(organizationId: string) {
  return useToastedMutation({
    mutationFn: (name: string) => updateOrganizationName({ organizationId, name }),
    success: successToasts.nameSaved,
    keep: () => organizationsKeys.detail(organizationId),
    refresh: [organizationsKeys.lists()],
    failure: (error) => serverMessageOr(error, failureToasts.saveNameFallback),
  });
}
