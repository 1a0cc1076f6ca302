import { errorMessages, platformMessages, successToasts } from '@lineup/contracts/messages';
import { accountManagerMessages, userManagedStoresSchema } from '@lineup/contracts/stores';
import {
  createUserSchema,
  createUserWithMembershipSchema,
  updateUserSchema,
  userIdParamSchema,
  usersListQuerySchema,
} from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { currentUserSchema, userSchema, userWithMembershipsSchema } from '@lineup/contracts/users-responses';
import { ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { z } from 'zod';
import type { UsersDb } from '../db/database';
import { replaceManagedStores } from '../domain/account-managers';
import { getCurrentUser, getUser, getUserWithMemberships, listUsers, listUsersWithMemberships } from '../domain/users';
import { createUser, deactivateUser, reactivateUser, updateUser } from '../domain/users-write';
import type { Invitations } from '../invitations/send-invitations';

const invalid = userServiceMessages.invalidUserInput;
/**
 * GET and DELETE /:id and GET /with-memberships/:id read the id as it is (an unknown one answers
 * 404): their entries name its schema, and nothing validates it.
 */
const usersRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Users', ...doc });
const userIdParam = validateInput('param', userIdParamSchema, errorMessages.users[404]);

export function usersRoutes(db: UsersDb, invitations: Invitations) {
  // Static paths first: "/me" and "/with-memberships" must not be taken for an id.
  return new Hono<AppEnv>()
    .get('/me', usersRoute({ summary: 'The signed-in person', data: currentUserSchema }), async (c) =>
      ok(c, await getCurrentUser(db, c.get('auth').subject)),
    )
    .get(
      '/with-memberships',
      usersRoute({
        summary: 'Users with their organization memberships, role and managed stores',
        data: z.array(userWithMembershipsSchema),
      }),
      async (c) => ok(c, await listUsersWithMemberships(db)),
    )
    .get(
      '/with-memberships/:id',
      usersRoute({
        summary: 'One user with memberships',
        params: userIdParamSchema,
        data: userWithMembershipsSchema,
      }),
      async (c) => ok(c, await getUserWithMemberships(db, c.req.param('id'))),
    )
    .post(
      '/create-with-organization-membership',
      usersRoute({
        summary: 'Creates a user in an organization',
        data: userSchema,
        status: 201,
        errors: [409],
      }),
      validateInput('json', createUserWithMembershipSchema, invalid),
      async (c) => {
        const { userType, ...rest } = c.req.valid('json');
        return ok(c, await createUser(db, { ...rest, type: userType }, invitations), successToasts.userCreated, 201);
      },
    )
    .get(
      '/',
      usersRoute({ summary: 'The users', data: z.array(userSchema) }),
      validateInput('query', usersListQuerySchema, platformMessages.badRequest),
      async (c) => ok(c, await listUsers(db, c.req.valid('query'))),
    )
    .post(
      '/',
      usersRoute({ summary: 'Creates a user', data: userSchema, status: 201, errors: [409] }),
      validateInput('json', createUserSchema, invalid),
      async (c) => ok(c, await createUser(db, c.req.valid('json'), invitations), successToasts.userCreated, 201),
    )
    .put(
      '/',
      usersRoute({
        summary: "Changes a user's name (409 when `_revision` is older than the user's)",
        data: userSchema,
        errors: [404, 409],
      }),
      validateInput('json', updateUserSchema, invalid),
      async (c) => ok(c, await updateUser(db, c.req.valid('json')), successToasts.userUpdated),
    )
    .get('/:id', usersRoute({ summary: 'One user', params: userIdParamSchema, data: userSchema }), async (c) =>
      ok(c, await getUser(db, c.req.param('id'))),
    )
    .delete(
      '/:id',
      usersRoute({ summary: 'Deactivates a user', params: userIdParamSchema, data: userSchema }),
      async (c) =>
        ok(c, await deactivateUser(db, c.req.param('id'), c.get('auth').subject), userServiceMessages.userDeactivated),
    )
    .post('/:id/reactivate', usersRoute({ summary: 'Reactivates a user', data: userSchema }), userIdParam, async (c) =>
      ok(c, await reactivateUser(db, c.req.valid('param').id), userServiceMessages.userReactivated),
    )
    .put(
      '/:id/managed-stores',
      usersRoute({
        summary: 'Replaces the stores a team member looks after',
        data: userWithMembershipsSchema,
        errors: [409],
      }),
      userIdParam,
      validateInput('json', userManagedStoresSchema, invalid),
      async (c) =>
        ok(
          c,
          await replaceManagedStores(db, c.req.valid('param').id, c.req.valid('json')),
          accountManagerMessages.managedStoresSaved,
        ),
    );
}
