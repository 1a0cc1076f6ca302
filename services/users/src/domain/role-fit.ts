import type { UserType } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { badRequest, notFound } from '@lineup/server-kit/errors';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { roles } from '../db/schema';
import { isUuid } from './ids';

/**
 * The role someone is given must exist and be of their type: a customer account holds an external
 * role, a team member an internal one (what a role allows is read by its type).
 */
export async function assertRoleFor(tx: Tx, roleId: string, userType: UserType) {
  const [role] = isUuid(roleId) ? await tx.select().from(roles).where(eq(roles.id, roleId)) : [];
  if (!role) throw notFound(userServiceMessages.roleNotFound);
  if (role.type !== userType) {
    throw badRequest(
      userType === 'external'
        ? userServiceMessages.externalUserNeedsExternalRole
        : userServiceMessages.internalUserNeedsInternalRole,
    );
  }
}
