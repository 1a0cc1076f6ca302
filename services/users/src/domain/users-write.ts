import { ADMIN_ROLE_NAME, INTERNAL_ORGANIZATION_NAME } from '@lineup/contracts/constants';
import { errorMessages, internalErrors } from '@lineup/contracts/messages';
import type { CreateUserInput, UpdateUserInput, User } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { isUniqueViolation } from '@lineup/server-kit/db-errors';
import { AppError, badRequest, conflict, notFound } from '@lineup/server-kit/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx, UsersDb } from '../db/database';
import { organizationMemberships, organizations, roles, users } from '../db/schema';
import { type Invitations, sendInvitationsInBackground } from '../invitations/send-invitations';
import { fitsIntegerColumn, isUuid } from './ids';
import { assertRoleFor } from './role-fit';
import { getUser } from './users';

async function internalOrganizationAndAdminRole(tx: Tx) {
  const [organization] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.type, 'internal'), eq(organizations.name, INTERNAL_ORGANIZATION_NAME)));
  const [adminRole] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(sql`lower(${roles.name})`, ADMIN_ROLE_NAME.toLowerCase()), eq(roles.type, 'internal')));
  // Both are seeded on first start; their absence is a broken installation, not bad input.
  if (!organization || !adminRole) throw new Error('The internal organization or the Admin role is missing');
  return { organizationId: organization.id, roleId: adminRole.id };
}

/**
 * Inserts a user and their organization membership inside the caller's transaction.
 * Internal users always get the Admin role in the internal organization, whatever was sent;
 * external users must name an external organization and an existing external role.
 */
export async function insertUser(tx: Tx, input: CreateUserInput): Promise<string> {
  let organizationId = input.organizationId;
  let roleId = input.roleId;
  if (input.type === 'internal') {
    ({ organizationId, roleId } = await internalOrganizationAndAdminRole(tx));
  } else {
    const [organization] = isUuid(organizationId)
      ? await tx.select().from(organizations).where(eq(organizations.id, organizationId))
      : [];
    if (!organization) throw notFound(internalErrors.organizationNotFound);
    if (organization.type !== 'external') throw badRequest(userServiceMessages.externalUserOrganization);
    await assertRoleFor(tx, roleId, 'external');
  }
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  if (taken) throw conflict(userServiceMessages.emailTaken);
  const [created] = await tx
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      type: input.type,
      organizationId,
      roleId,
    })
    .returning({ id: users.id });
  await tx.insert(organizationMemberships).values({ userId: created!.id, organizationId, roleId });
  return created!.id;
}

/** Two requests racing for the same e-mail: the unique index decides, and the loser gets 409. */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw conflict(userServiceMessages.emailTaken);
    throw error;
  }
}

/** A new user; a customer account asked to be invited is e-mailed the portal's address once saved. */
export async function createUser(db: UsersDb, input: CreateUserInput, invitations: Invitations): Promise<User> {
  const id = await withUniqueEmail(() => db.transaction((tx) => insertUser(tx, input)));
  const user = await getUser(db, id);
  if (user.type === 'external' && input.sendInvitation) {
    const [organization] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, user.organizationId));
    sendInvitationsInBackground(invitations, [
      { email: user.email, firstName: user.firstName, organizationName: organization?.name ?? '' },
    ]);
  }
  return user;
}

/**
 * Renames a user. Without `_revision` the rename applies to the current row; naming an older
 * `_revision` changes nothing and answers 409; one no revision column can hold is wrong input.
 */
export async function updateUser(db: UsersDb, input: UpdateUserInput): Promise<User> {
  if (!isUuid(input.id)) throw notFound(errorMessages.users[404]);
  if (input._revision !== undefined && !fitsIntegerColumn(input._revision))
    throw badRequest(userServiceMessages.invalidUserInput);
  const updated = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      revision: sql`${users.revision} + 1`,
      updatedAt: new Date(),
    })
    .where(
      input._revision === undefined
        ? eq(users.id, input.id)
        : and(eq(users.id, input.id), eq(users.revision, input._revision)),
    )
    .returning({ id: users.id });
  if (updated.length === 0) {
    await getUser(db, input.id); // 404 when the user does not exist at all
    throw conflict(userServiceMessages.staleRevision);
  }
  return getUser(db, input.id);
}

/**
 * "Deleting" a person deactivates them: they can no longer sign in (the auth service admits only
 * active users and refreshes stop), and nothing that refers to them is lost.
 */
export async function deactivateUser(db: UsersDb, id: string, actorId: string): Promise<User> {
  if (id === actorId) throw badRequest(userServiceMessages.cannotDeactivateYourself);
  if (!isUuid(id)) throw notFound(errorMessages.users[404]);
  const updated = await db
    .update(users)
    .set({ status: 'inactive', revision: sql`${users.revision} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  if (updated.length === 0) throw notFound(errorMessages.users[404]);
  return getUser(db, id);
}

/**
 * Undoes a deactivation: the user is active again and, if the auth service admits their type, may
 * sign in again. An unknown id answers 404; a user who is already active answers 409 and changes nothing.
 */
export async function reactivateUser(db: UsersDb, id: string): Promise<User> {
  if (!isUuid(id)) throw notFound(errorMessages.users[404]);
  const updated = await db
    .update(users)
    .set({ status: 'active', revision: sql`${users.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.status, 'inactive')))
    .returning({ id: users.id });
  if (updated.length === 0) {
    await getUser(db, id); // 404 when the user does not exist at all
    throw conflict(userServiceMessages.userAlreadyActive);
  }
  return getUser(db, id);
}
