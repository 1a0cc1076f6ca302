import { Hono } from 'hono';
import { errorMessages, platformMessages, successToasts } from '@lineup/contracts/messages';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { createRoleSchema, updateRoleSchema } from '@lineup/contracts/users';
import { HTTPException } from 'hono/http-exception';
import { AppError } from '@lineup/server-kit/errors';
import { type AppEnv, fail, ok, validate } from '@lineup/server-kit/http';
import type { Logger } from '@lineup/server-kit/logger';
import type { UsersDb } from '../db/database';
import { createRole, listRoles, updateRole } from '../domain/roles';

export function rolesRoutes(db: UsersDb, log: Logger) {
  const routes = new Hono<AppEnv>();
  // A failed role creation has its own wording (errorMessages.roles); other role calls keep the service's.
  routes.onError((error, c) => {
    if (error instanceof AppError) return fail(c, error.status, error.message);
    // Hono's own refusals (a request it cannot read) are the caller's error, not ours.
    if (error instanceof HTTPException && error.status < 500) return fail(c, error.status, platformMessages.badRequest);
    log.error({ err: error, requestId: c.get('requestId') }, 'role request failed');
    const message = c.req.method === 'POST' ? errorMessages.roles[500] : userServiceMessages.roleRequestFailed;
    return fail(c, 500, message);
  });
  return routes
    .get('/', async (c) => ok(c, await listRoles(db)))
    .post('/', validate('json', createRoleSchema, errorMessages.roles[400]), async (c) =>
      ok(c, await createRole(db, c.req.valid('json')), successToasts.roleCreated, 201),
    )
    .put('/:id', validate('json', updateRoleSchema, userServiceMessages.invalidRoleUpdate), async (c) =>
      ok(c, await updateRole(db, c.req.param('id'), c.req.valid('json')), userServiceMessages.roleUpdated),
    );
}
