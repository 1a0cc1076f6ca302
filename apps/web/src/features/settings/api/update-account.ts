import { successToasts } from '@lineup/contracts/messages';
import type { CurrentUser, UpdateUserInput, User } from '@lineup/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';

export type AccountNames = Pick<UpdateUserInput, 'id' | 'firstName' | 'lastName'>;

/** PUT {usersUrl}/api/users with the spec's payload {id, firstName, lastName}. */
export async function updateAccount(body: AccountNames): Promise<User> {
  return (await apiRequest<User>('users', '/api/users', { method: 'PUT', body })).data;
}

/**
 * Renames the signed-in person: 'User updated successfully'; the current user (the name the sidebar
 * shows) takes the new names at once, and every users query (people lists, the current user) loads
 * again. A refusal shows the server's message.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (user) => {
      toast.success(successToasts.userUpdated);
      queryClient.setQueryData<CurrentUser>(currentUserQueryKey, (current) =>
        current ? { ...current, firstName: user.firstName, lastName: user.lastName } : current,
      );
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (error) => toast.error(error.message),
  });
}
