import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { Organization } from '@lineup/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { apiRequest } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';

/** PUT {usersUrl}/api/organizations/name {organizationId, name}. */
export async function updateOrganizationName(body: { organizationId: string; name: string }): Promise<Organization> {
  return (await apiRequest<Organization>('users', '/api/organizations/name', { method: 'PUT', body })).data;
}

/** 'Name saved', or the server's message ('Failed to save name' without one). */
export function useUpdateOrganizationName(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => updateOrganizationName({ organizationId, name }),
    onSuccess: async (organization) => {
      toast.success(successToasts.nameSaved);
      queryClient.setQueryData(organizationsKeys.detail(organizationId), organization);
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.lists() });
    },
    onError: (error) => toast.error(serverMessageOr(error, failureToasts.saveNameFallback)),
  });
}
