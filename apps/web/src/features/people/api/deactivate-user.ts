import { userServiceMessages } from '@lineup/contracts/users-messages';
import type { User } from '@lineup/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { usersKeys } from '@/api/users/users-keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE {usersUrl}/api/users/{id}: deactivates the user (they can no longer sign in). */
export async function deactivateUser(id: string): Promise<User> {
  return (await apiRequest<User>('users', `/api/users/${encodeURIComponent(id)}`, { method: 'DELETE' })).data;
}

/** The delete button of /home/people: 'User deactivated' and the lists refresh; a refusal shows why. */
export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: async (user) => {
      toast.success(userServiceMessages.userDeactivated);
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
    },
    onError: (error) => toast.error(error.message),
  });
}
