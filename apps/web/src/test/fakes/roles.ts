import type { Role } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { current, type Served } from '@/test/fakes/fake-api';
import { type ApiHandler, failure, ok } from '@/test/render-app';

/** GET /api/roles: the roles given. */
export function rolesList(roles: Served<Role[]>): ApiHandler {
  return ({ method, path }) => (method === 'GET' && path === '/api/roles' ? ok(current(roles)) : undefined);
}

/**
 * The roles API in memory: the list, and PUT /api/roles/{id} changing what it answers next.
 * `refuse` is the message a PUT is refused with instead, changing nothing.
 */
export function rolesInMemory(initial: Role[], refuse?: string): ApiHandler {
  let roles = [...initial];
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/api/roles') return ok(roles);
    if (method === 'PUT' && path.startsWith('/api/roles/')) {
      if (refuse) return failure(400, refuse);
      const id = path.slice('/api/roles/'.length);
      roles = roles.map((role) => (role.id === id ? { ...role, ...(body as Partial<Role>) } : role));
      return ok(
        roles.find((role) => role.id === id),
        userServiceMessages.roleUpdated,
      );
    }
    return undefined;
  };
}
