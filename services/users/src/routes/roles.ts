import { errorMessages, successToasts } from '@lineup/contracts/messages';
import { createRoleSchema, updateRoleSchema } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { roleSchema } from '@lineup/contracts/users-responses';
import { errorHandler, ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { z } from 'zod';
import type { UsersDb } from '../db/database';
import { createRole, listRoles, updateRole } from '../domain/roles';
import { uuidPathSchema } from './uuid-path';

const rolesRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Roles', ...doc });

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
    .get('/', rolesRoute({ summary: 'The roles', data: z.array(roleSchema) }), async (c) => ok(c, await listRoles(db)))
    .post(
      '/',
      rolesRoute({ summary: 'Creates a role', data: roleSchema, status: 201, errors: [409] }),
      validateInput('json', createRoleSchema, errorMessages.roles[400]),
      async (c) => ok(c, await createRole(db, c.req.valid('json')), successToasts.roleCreated, 201),
    )
    .put(
      '/:id',
      rolesRoute({ summary: 'Changes a role', params: uuidPathSchema, data: roleSchema, errors: [409] }),
      validateInput('json', updateRoleSchema, userServiceMessages.invalidRoleUpdate),
      async (c) => ok(c, await updateRole(db, c.req.param('id'), c.req.valid('json')), userServiceMessages.roleUpdated),
    );
}
