import type { User } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { usersKeys } from '@/api/users/users-keys';
import { apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** DELETE {usersUrl}/api/users/{id}: deactivates the user (they can no longer sign in). */
export async function deactivateUser(id: string): Promise<User> {
  return (await apiRequest<User>('users', `/api/users/${encodeURIComponent(id)}`, { method: 'DELETE' })).data;
}

/** The delete button of /home/people: 'User deactivated' and the lists refresh; a refusal shows why. */
export function useDeactivateUser() {
  return useToastedMutation({
    mutationFn: deactivateUser,
    success: userServiceMessages.userDeactivated,
    keep: (user) => usersKeys.detail(user.id),
    refresh: [usersKeys.lists()],
  });
}
