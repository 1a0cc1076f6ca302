import type { Role } from '@lineup/contracts/users';
import { current, type Served } from '@/test/fakes/fake-api';
import { type ApiHandler, ok } from '@/test/render-app';

/** GET /api/roles: the roles given. */
export function rolesList(roles: Served<Role[]>): ApiHandler {
  return ({ method, path }) => (method === 'GET' && path === '/api/roles' ? ok(current(roles)) : undefined);
}
