import { errorMessages } from '@lineup/contracts/messages';
import type { CurrentUser, User, UserWithMemberships } from '@lineup/contracts/users';
import { notFound } from '@lineup/server-kit/errors';
import { asc, eq, inArray } from 'drizzle-orm';
import type { UsersDb } from '../db/database';
import { businessStores, organizationMemberships, organizations, roles, storeUsers, users } from '../db/schema';
import { managedStoresByUser } from './account-manager-reads';
import { isUuid } from './ids';

type UserRow = typeof users.$inferSelect;

function toUser(row: UserRow, stores: { id: string; name: string }[]): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    type: row.type,
    status: row.status,
    organizationId: row.organizationId,
    roleId: row.roleId,
    privileges: row.privileges,
    stores,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    _revision: row.revision,
  };
}

async function storesByUser(db: UsersDb, userIds: string[]) {
  const byUser = new Map<string, { id: string; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: storeUsers.userId, id: businessStores.id, name: businessStores.name })
    .from(storeUsers)
    .innerJoin(businessStores, eq(businessStores.id, storeUsers.storeId))
    .where(inArray(storeUsers.userId, userIds));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.userId, list);
  }
  return byUser;
}

export async function listUsers(db: UsersDb, options: { limit?: number } = {}): Promise<User[]> {
  const query = db.select().from(users).orderBy(asc(users.firstName), asc(users.lastName));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  const stores = await storesByUser(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toUser(row, stores.get(row.id) ?? []));
}

export async function getUser(db: UsersDb, id: string): Promise<User> {
  const row = isUuid(id) ? (await db.select().from(users).where(eq(users.id, id)))[0] : undefined;
  if (!row) throw notFound(errorMessages.users[404]);
  const stores = await storesByUser(db, [row.id]);
  return toUser(row, stores.get(row.id) ?? []);
}

/** The roles users hold, by id (what each may do). */
async function rolesById(db: UsersDb, roleIds: string[]) {
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds));
  return new Map(rows.map((role) => [role.id, role]));
}

async function withMemberships(db: UsersDb, list: User[]): Promise<UserWithMemberships[]> {
  if (list.length === 0) return [];
  const ids = list.map((user) => user.id);
  const [userRoles, managedStores, rows] = await Promise.all([
    rolesById(db, [...new Set(list.map((user) => user.roleId))]),
    managedStoresByUser(db, ids),
    db
      .select({
        userId: organizationMemberships.userId,
        organizationId: organizationMemberships.organizationId,
        roleId: organizationMemberships.roleId,
        organizationName: organizations.name,
        organizationType: organizations.type,
      })
      .from(organizationMemberships)
      .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .where(inArray(organizationMemberships.userId, ids)),
  ]);
  return list.map((user) => ({
    ...user,
    role: userRoles.get(user.roleId) ?? null,
    managedStores: managedStores.get(user.id) ?? [],
    organizationMemberships: rows
      .filter((row) => row.userId === user.id)
      .map((row) => ({
        organizationId: row.organizationId,
        roleId: row.roleId,
        organization: { id: row.organizationId, name: row.organizationName, type: row.organizationType },
      })),
  }));
}

export async function listUsersWithMemberships(db: UsersDb) {
  return withMemberships(db, await listUsers(db));
}

export async function getUserWithMemberships(db: UsersDb, id: string) {
  const [user] = await withMemberships(db, [await getUser(db, id)]);
  return user!;
}

/** The signed-in person, as the /home layout keeps it (id, email, firstName, lastName, internal, active). */
export async function getCurrentUser(db: UsersDb, id: string): Promise<CurrentUser> {
  const user = await getUser(db, id);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    internal: user.type === 'internal',
    active: user.status === 'active',
  };
}
