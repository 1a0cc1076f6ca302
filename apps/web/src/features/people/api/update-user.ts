import { successToasts } from '@lineup/contracts/messages';
import { updateUser } from '@/api/users/update-user';
import { usersKeys } from '@/api/users/users-keys';
import { useToastedMutation } from '@/lib/toasted-mutation';

/**
 * Renames a user: 'User updated successfully'. A 409 (someone else changed the user meanwhile) or any
 * other refusal shows the server's message; the user is then reloaded so a new attempt can succeed.
 */
export function useUpdateUser() {
  return useToastedMutation({
    mutationFn: updateUser,
    success: successToasts.userUpdated,
    keep: (user) => usersKeys.detail(user.id),
    refresh: [usersKeys.lists()],
    refreshOnFailure: (body) => [usersKeys.detail(body.id)],
  });
}
