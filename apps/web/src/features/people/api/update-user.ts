import { successToasts } from '@lineup/contracts/messages';
import type { UpdateUserInput, User } from '@lineup/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { peopleQueryKeys } from '@/features/people/api/people-query-keys';
import { apiRequest } from '@/lib/api-client';

/** PUT {usersUrl}/api/users with id, firstName, lastName and `_revision`. */
export async function updateUser(body: UpdateUserInput): Promise<User> {
  return (await apiRequest<User>('users', '/api/users', { method: 'PUT', body })).data;
}

/**
 * Renames a user: 'User updated successfully'. A 409 (someone else changed the user meanwhile) or any
 * other refusal shows the server's message; the user is then reloaded so a new attempt can succeed.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (user) => {
      toast.success(successToasts.userUpdated);
      queryClient.setQueryData(peopleQueryKeys.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: peopleQueryKeys.lists() });
    },
    onError: async (error, body) => {
      toast.error(error.message);
      await queryClient.invalidateQueries({ queryKey: peopleQueryKeys.detail(body.id) });
    },
  });
}
