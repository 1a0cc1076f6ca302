import { successToasts } from '@lineup/contracts/messages';
import type { CurrentUser, UpdateUserInput } from '@lineup/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { updateUser } from '@/api/users/update-user';
import { usersKeys } from '@/api/users/users-keys';
import { currentUserQueryKey } from '@/lib/auth/current-user';

export type AccountNames = Pick<UpdateUserInput, 'id' | 'firstName' | 'lastName'>;

/**
 * Renames the signed-in person: 'User updated successfully'; the current user (the name the sidebar
 * shows) takes the new names at once, and every users query (people lists, the current user) loads
 * again. A refusal shows the server's message.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    // {id, firstName, lastName} without `_revision`: a change made since does not refuse it.
    mutationFn: (body: AccountNames) => updateUser(body),
    onSuccess: async (user) => {
      toast.success(successToasts.userUpdated);
      queryClient.setQueryData<CurrentUser>(currentUserQueryKey, (current) =>
        current ? { ...current, firstName: user.firstName, lastName: user.lastName } : current,
      );
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
}
