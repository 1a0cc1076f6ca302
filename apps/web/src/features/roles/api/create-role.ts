import { errorMessages } from '@lineup/contracts/error-messages';
import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { CreateRoleInput, Role } from '@lineup/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { rolesKeys } from '@/api/roles/roles-keys';
import { track } from '@/lib/analytics';
import { ApiError, apiRequest } from '@/lib/api-client';

/** POST {usersUrl}/api/roles with name, type, description and status. */
export async function createRole(body: CreateRoleInput): Promise<Role> {
  return (await apiRequest<Role>('users', '/api/roles', { method: 'POST', body })).data;
}

/**
 * A refused creation shows the role messages (400, 500), the server's own words for other
 * refusals (a name already taken), and 'Unknown error on role creation' when there is no answer.
 */
export function createRoleFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return failureToasts.unknownRoleError;
  if (error.status === 400) return errorMessages.roles[400];
  if (error.status >= 500) return errorMessages.roles[500];
  return error.message === errorMessages.genericClientFailure ? failureToasts.unknownRoleError : error.message;
}

/** Creates a role: 'Role created successfully', the role list refreshes and role_created is sent. */
export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: async (role) => {
      toast.success(successToasts.roleCreated);
      track('role_created', { role_name: role.name, role_description: role.description, role_type: role.type });
      await queryClient.invalidateQueries({ queryKey: rolesKeys.lists() });
    },
    onError: (error) => toast.error(createRoleFailureMessage(error)),
  });
}
