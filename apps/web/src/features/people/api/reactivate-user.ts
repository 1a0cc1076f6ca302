import { userServiceMessages } from '@lineup/contracts/users-messages';
import type { User } from '@lineup/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { usersKeys } from '@/api/users/users-keys';
import { apiRequest } from '@/lib/api-client';

/** POST {usersUrl}/api/users/{id}/reactivate: makes a deactivated user active again. */
export async function reactivateUser(id: string): Promise<User> {
  return (await apiRequest<User>('users', `/api/users/${encodeURIComponent(id)}/reactivate`, { method: 'POST' })).data;
}

/** The reactivate button of /home/people: 'User reactivated' and the lists refresh; a refusal shows why. */
export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSuccess: async (user) => {
      toast.success(userServiceMessages.userReactivated);
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
    },
    onError: (error) => toast.error(error.message),
  });
}
