import type { UserManagedStoresInput } from '@lineup/contracts/stores';
import { teamTexts } from '@lineup/contracts/texts/people';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { storesKeys } from '@/api/stores/stores-keys';
import { usersKeys } from '@/api/users/users-keys';
import { ApiError, apiRequest } from '@/lib/api-client';

/** PUT {usersUrl}/api/users/{id}/managed-stores: the whole list of stores, with the user's `_revision`. */
export async function updateManagedStores(userId: string, body: UserManagedStoresInput): Promise<UserWithMemberships> {
  const path = `/api/users/${encodeURIComponent(userId)}/managed-stores`;
  return (await apiRequest<UserWithMemberships>('users', path, { method: 'PUT', body })).data;
}

/**
 * 'Assigned stores saved.', then the team (the users-with-memberships list) and the stores (each
 * shows its account managers) are refetched. A refusal shows 'Failed to
 * save assigned stores.' with the server's reason; a 409 (changed meanwhile) also refetches the team.
 */
export function useUpdateManagedStores(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
      // The user's `_revision` moved on: an open edit form must read it again.
      queryClient.invalidateQueries({ queryKey: usersKeys.detail(userId) }),
      queryClient.invalidateQueries({ queryKey: storesKeys.all }),
    ]);
  return useMutation({
    mutationFn: (body: UserManagedStoresInput) => updateManagedStores(userId, body),
    onSuccess: async () => {
      toast.success(teamTexts.managedStoresSaved);
      await refresh();
    },
    onError: async (error) => {
      const detail = error instanceof ApiError && error.status > 0 ? error.message : undefined;
      toast.error(teamTexts.managedStoresFailed, detail ? { description: detail } : undefined);
      if (error instanceof ApiError && error.status === 409) await refresh();
    },
  });
}
