import { roleTexts } from '@lineup/contracts/texts/people';
import type { Role, UpdateRoleInput } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { rolesKeys } from '@/api/roles/roles-keys';
import { ApiError, apiRequest } from '@/lib/api-client';

/** PUT {usersUrl}/api/roles/{id} with the fields that change (name, description). */
export async function updateRole({ id, ...body }: UpdateRoleInput & { id: string }): Promise<Role> {
  return (await apiRequest<Role>('users', `/api/roles/${encodeURIComponent(id)}`, { method: 'PUT', body })).data;
}

/**
 * Renames or describes a role: 'Role updated successfully' and the role lists load again; a refusal
 * (a name taken, the Admin role's name) shows the server's words under 'Failed to update role'.
 */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: async () => {
      toast.success(userServiceMessages.roleUpdated);
      await queryClient.invalidateQueries({ queryKey: rolesKeys.lists() });
    },
    onError: (error) =>
      toast.error(roleTexts.updateFailed, {
        description: error instanceof ApiError && error.status > 0 ? error.message : undefined,
      }),
  });
}
