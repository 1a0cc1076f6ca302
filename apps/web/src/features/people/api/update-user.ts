import { successToasts } from '@lineup/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { updateUser } from '@/api/users/update-user';
import { usersKeys } from '@/api/users/users-keys';

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
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
    },
    onError: async (error, body) => {
      toast.error(error.message);
      await queryClient.invalidateQueries({ queryKey: usersKeys.detail(body.id) });
    },
  });
}
