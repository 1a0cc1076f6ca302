import { Hono } from 'hono';
import { errorMessages, successToasts } from '@lineup/contracts/messages';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { createRoleSchema, updateRoleSchema } from '@lineup/contracts/users';
import { errorHandler, ok, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
import type { UsersDb } from '../db/database';
import { createRole, listRoles, updateRole } from '../domain/roles';

export function rolesRoutes(db: UsersDb, log: Logger) {
  const routes = new Hono<AppEnv>();
  // A failed role creation has its own wording (errorMessages.roles); other role calls keep the service's.
  routes.onError(
    errorHandler(
      log,
      (c) => (c.req.method === 'POST' ? errorMessages.roles[500] : userServiceMessages.roleRequestFailed),
      'role request failed',
    ),
  );
  return routes
    .get('/', async (c) => ok(c, await listRoles(db)))
    .post('/', validate('json', createRoleSchema, errorMessages.roles[400]), async (c) =>
      ok(c, await createRole(db, c.req.valid('json')), successToasts.roleCreated, 201),
    )
    .put('/:id', validate('json', updateRoleSchema, userServiceMessages.invalidRoleUpdate), async (c) =>
      ok(c, await updateRole(db, c.req.param('id'), c.req.valid('json')), userServiceMessages.roleUpdated),
    );
}
