import { ADMIN_ROLE_NAME } from '@lineup/contracts/constants';
import type { CreateRoleInput, Role, updateRoleSchema } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { isUniqueViolation } from '@lineup/server-kit/db-errors';
import { badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UsersDb } from '../db/database';
import { organizationMemberships, roles, users } from '../db/schema';
import { isUuid } from './ids';

type RoleRow = typeof roles.$inferSelect;

function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listRoles(db: UsersDb): Promise<Role[]> {
  const rows = await db.select().from(roles).orderBy(asc(roles.name));
  return rows.map(toRole);
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(userServiceMessages.roleNameTaken);
    throw error;
  }
}

/** A new role is active; names are unique per type without regard to case. */
export async function createRole(db: UsersDb, input: CreateRoleInput): Promise<Role> {
  const [row] = await uniqueName(() =>
    db
      .insert(roles)
      .values({
        name: input.name,
        description: input.description ?? null,
        type: input.type ?? 'internal',
        status: 'active',
      })
      .returning(),
  );
  return toRole(row!);
}

async function isHeld(db: UsersDb, roleId: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.roleId, roleId)).limit(1);
  const [membership] = await db
    .select({ userId: organizationMemberships.userId })
    .from(organizationMemberships)
    .where(eq(organizationMemberships.roleId, roleId))
    .limit(1);
  return Boolean(user ?? membership);
}

/** The parsed changes: a null description clears it. */
type RoleChanges = z.output<typeof updateRoleSchema>;

export async function updateRole(db: UsersDb, id: string, input: RoleChanges): Promise<Role> {
  if (!isUuid(id)) throw notFound(userServiceMessages.roleNotFound);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [current] = await db.select().from(roles).where(eq(roles.id, id));
  if (!current) throw notFound(userServiceMessages.roleNotFound);
  // Internal users are forced to the Admin role, which is found by its name and type.
  const isAdmin = current.type === 'internal' && current.name.toLowerCase() === ADMIN_ROLE_NAME.toLowerCase();
  const touchesIdentity =
    (changes.name !== undefined && changes.name !== current.name) ||
    (changes.type !== undefined && changes.type !== current.type) ||
    (changes.status !== undefined && changes.status !== current.status);
  if (isAdmin && touchesIdentity) throw badRequest(userServiceMessages.adminRoleProtected);
  // People hold roles of their own type only: a held role keeps its type.
  if (changes.type !== undefined && changes.type !== current.type && (await isHeld(db, id))) {
    throw badRequest(userServiceMessages.roleTypeInUse);
  }
  const [row] = await uniqueName(() =>
    db
      .update(roles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(roles.id, id))
      .returning(),
  );
  if (!row) throw notFound(userServiceMessages.roleNotFound);
  return toRole(row);
}
