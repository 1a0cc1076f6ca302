import { ADMIN_ROLE_NAME, INTERNAL_ORGANIZATION_NAME } from '@lineup/contracts/constants';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx, UsersDb } from '../db/database';
import { organizationMemberships, organizations, roles, users } from '../db/schema';

export type SeedResult = {
  organizationId: string;
  adminRoleId: string;
  /** The external Admin role: what a new customer account gets unless another is chosen. */
  customerRoleId: string;
  adminUserId: string;
  createdAdmin: boolean;
};

/**
 * The role Admin of one type (team members' and customer accounts' are two roles), made when the
 * type has none. A renamed external Admin is not made again: any external role will do for customers.
 */
async function adminRoleOf(tx: Tx, type: 'internal' | 'external', description: string): Promise<string> {
  const existing = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.type, type))
    .orderBy(asc(roles.createdAt));
  const isAdmin = (role: { name: string }) => role.name.toLowerCase() === ADMIN_ROLE_NAME.toLowerCase();
  const found = existing.find(isAdmin) ?? (type === 'external' ? existing[0] : undefined);
  if (found) return found.id;
  const [created] = await tx
    .insert(roles)
    .values({ name: ADMIN_ROLE_NAME, type, description })
    .returning({ id: roles.id });
  return created!.id;
}

/**
 * First-start seed of the users service: the internal organization, the role Admin for team
 * members and for customer accounts, and one internal user. Idempotent: a second start finds them
 * and changes nothing.
 */
export async function seedUsers(
  db: UsersDb,
  admin: { email: string; firstName?: string; lastName?: string },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    let [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.type, 'internal'), eq(organizations.name, INTERNAL_ORGANIZATION_NAME)));
    if (!organization) {
      [organization] = await tx
        .insert(organizations)
        .values({ name: INTERNAL_ORGANIZATION_NAME, type: 'internal' })
        .returning({ id: organizations.id });
    }
    const adminRoleId = await adminRoleOf(tx, 'internal', 'Full access to the back office');
    const customerRoleId = await adminRoleOf(
      tx,
      'external',
      'Customer account: orders for its stores in the customer portal',
    );
    const email = admin.email.trim().toLowerCase();
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (existing) {
      return {
        organizationId: organization!.id,
        adminRoleId,
        customerRoleId,
        adminUserId: existing.id,
        createdAdmin: false,
      };
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        firstName: admin.firstName ?? 'Admin',
        lastName: admin.lastName ?? 'User',
        type: 'internal',
        organizationId: organization!.id,
        roleId: adminRoleId,
      })
      .returning({ id: users.id });
    await tx
      .insert(organizationMemberships)
      .values({ userId: created!.id, organizationId: organization!.id, roleId: adminRoleId });
    return {
      organizationId: organization!.id,
      adminRoleId,
      customerRoleId,
      adminUserId: created!.id,
      createdAdmin: true,
    };
  });
}
