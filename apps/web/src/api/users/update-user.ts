import type { UpdateUserInput, User } from '@lineup/contracts/users';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT {usersUrl}/api/users with id, firstName, lastName and, when the screen read one, `_revision`
 * (an older one gets 409). The people edit page and the account settings each word their own toasts.
 */
export async function updateUser(body: UpdateUserInput): Promise<User> {
  return (await apiRequest<User>('users', '/api/users', { method: 'PUT', body })).data;
}
