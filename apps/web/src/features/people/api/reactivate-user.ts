import type { User } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { usersKeys } from '@/api/users/users-keys';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** POST {usersUrl}/api/users/{id}/reactivate: makes a deactivated user active again. */
export async function reactivateUser(id: string): Promise<User> {
  return (await apiRequest<User>('users', `/api/users/${encodeURIComponent(id)}/reactivate`, { method: 'POST' })).data;
}

/** The reactivate button of /home/people: 'User reactivated' and the lists refresh; a refusal shows why. */
export function useReactivateUser() {
  return useToastedMutation({
    mutationFn: reactivateUser,
    success: userServiceMessages.userReactivated,
    keep: (user) => usersKeys.detail(user.id),
    refresh: [usersKeys.lists()],
  });
}
