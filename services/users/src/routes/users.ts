import { Hono } from 'hono';
import { errorMessages, platformMessages, successToasts } from '@lineup/contracts/messages';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { accountManagerMessages, userManagedStoresSchema } from '@lineup/contracts/stores';
import {
  createUserSchema,
  createUserWithMembershipSchema,
  updateUserSchema,
  userIdParamSchema,
  usersListQuerySchema,
} from '@lineup/contracts/users';
import { ok, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { UsersDb } from '../db/database';
import type { Invitations } from '../invitations/send-invitations';
import { replaceManagedStores } from '../domain/account-managers';
import { getCurrentUser, getUser, getUserWithMemberships, listUsers, listUsersWithMemberships } from '../domain/users';
import { createUser, deactivateUser, reactivateUser, updateUser } from '../domain/users-write';

const invalid = userServiceMessages.invalidUserInput;
const userIdParam = validate('param', userIdParamSchema, errorMessages.users[404]);

export function usersRoutes(db: UsersDb, invitations: Invitations) {
  // Static paths first: "/me" and "/with-memberships" must not be taken for an id.
  return new Hono<AppEnv>()
    .get('/me', async (c) => ok(c, await getCurrentUser(db, c.get('auth').subject)))
    .get('/with-memberships', async (c) => ok(c, await listUsersWithMemberships(db)))
    .get('/with-memberships/:id', async (c) => ok(c, await getUserWithMemberships(db, c.req.param('id'))))
    .post(
      '/create-with-organization-membership',
      validate('json', createUserWithMembershipSchema, invalid),
      async (c) => {
        const { userType, ...rest } = c.req.valid('json');
        return ok(c, await createUser(db, { ...rest, type: userType }, invitations), successToasts.userCreated, 201);
      },
    )
    .get('/', validate('query', usersListQuerySchema, platformMessages.badRequest), async (c) =>
      ok(c, await listUsers(db, c.req.valid('query'))),
    )
    .post('/', validate('json', createUserSchema, invalid), async (c) =>
      ok(c, await createUser(db, c.req.valid('json'), invitations), successToasts.userCreated, 201),
    )
    .put('/', validate('json', updateUserSchema, invalid), async (c) =>
      ok(c, await updateUser(db, c.req.valid('json')), successToasts.userUpdated),
    )
    .get('/:id', async (c) => ok(c, await getUser(db, c.req.param('id'))))
    .delete('/:id', async (c) =>
      ok(c, await deactivateUser(db, c.req.param('id'), c.get('auth').subject), userServiceMessages.userDeactivated),
    )
    .post('/:id/reactivate', userIdParam, async (c) =>
      ok(c, await reactivateUser(db, c.req.valid('param').id), userServiceMessages.userReactivated),
    )
    .put('/:id/managed-stores', userIdParam, validate('json', userManagedStoresSchema, invalid), async (c) =>
      ok(
        c,
        await replaceManagedStores(db, c.req.valid('param').id, c.req.valid('json')),
        accountManagerMessages.managedStoresSaved,
      ),
    );
}
