import { errorMessages } from '@lineup/contracts/error-messages';
import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { CreateUserInput, User } from '@lineup/contracts/users';
import { usersKeys } from '@/api/users/users-keys';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useToastedMutation } from '@/lib/toasted-mutation';

/** POST {usersUrl}/api/users. */
export async function createUser(body: CreateUserInput): Promise<User> {
  return (await apiRequest<User>('users', '/api/users', { method: 'POST', body })).data;
}

/** The server's message, or 'Failed to create user' when there is none (network, no envelope). */
export function createUserFailureMessage(error: unknown): string {
  const fromServer =
    error instanceof ApiError && error.status > 0 && error.message !== errorMessages.genericClientFailure;
  return fromServer ? error.message : failureToasts.createUserFallback;
}

/** Creates a user: 'User created successfully' and the user lists refresh; a refusal shows why. */
export function useCreateUser() {
  return useToastedMutation({
    mutationFn: createUser,
    success: successToasts.userCreated,
    refresh: [usersKeys.lists()],
    failure: createUserFailureMessage,
  });
}
