import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE_NAME, INTERNAL_ORGANIZATION_NAME } from '@lineup/contracts/constants';
import type { UsersDb } from '../db/database';
import { organizationMemberships, organizations, roles, users } from '../db/schema';

export type SeedResult = { organizationId: string; adminRoleId: string; adminUserId: string; createdAdmin: boolean };

/**
 * First-start seed of the users service: the internal organization, the role Admin and one
 * internal user. Idempotent: a second start finds them and changes nothing.
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
    let [adminRole] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(sql`lower(${roles.name})`, ADMIN_ROLE_NAME.toLowerCase()), eq(roles.type, 'internal')));
    if (!adminRole) {
      [adminRole] = await tx
        .insert(roles)
        .values({ name: ADMIN_ROLE_NAME, type: 'internal', description: 'Full access to the back office' })
        .returning({ id: roles.id });
    }
    const email = admin.email.trim().toLowerCase();
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (existing) {
      return {
        organizationId: organization!.id,
        adminRoleId: adminRole!.id,
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
        roleId: adminRole!.id,
      })
      .returning({ id: users.id });
    await tx
      .insert(organizationMemberships)
      .values({ userId: created!.id, organizationId: organization!.id, roleId: adminRole!.id });
    return {
      organizationId: organization!.id,
      adminRoleId: adminRole!.id,
      adminUserId: created!.id,
      createdAdmin: true,
    };
  });
}
