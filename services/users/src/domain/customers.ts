import { eq } from 'drizzle-orm';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import type { NewCustomer, Organization } from '@lineup/contracts/users';
import { badRequest, notFound } from '@lineup/server-kit/errors';
import type { UsersDb, Tx } from '../db/database';
import { organizationMemberships, organizations, roles, users } from '../db/schema';
import { isUuid } from './ids';
import { getOrganization } from './organizations';
import { insertStore } from './stores';
import { insertUser, withUniqueEmail } from './users-write';

async function addMembership(tx: Tx, userId: string, organizationId: string, roleId: string) {
  const [role] = isUuid(roleId) ? await tx.select().from(roles).where(eq(roles.id, roleId)) : [];
  if (!role) throw notFound(userServiceMessages.roleNotFound);
  await tx.insert(organizationMemberships).values({ userId, organizationId, roleId }).onConflictDoNothing();
}

/**
 * The new-customer flow: the organization, its main contact (a saved user
 * or a new one), its stores with addresses and brand focus, and its customer accounts, all in one
 * transaction: a failure anywhere creates nothing.
 */
export async function registerNewCustomer(db: UsersDb, input: NewCustomer): Promise<Organization> {
  const organizationId = await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const [organization] = await tx
        .insert(organizations)
        .values({ name: input.organization.name, type: 'external', address: input.organization.address })
        .returning({ id: organizations.id });
      const orgId = organization!.id;
      const contact = input.organizationMainContact;

      let contactId: string;
      if (contact.prefilled && contact.id) {
        // A saved user becomes the main contact: they join the new organization.
        const [saved] = isUuid(contact.id) ? await tx.select().from(users).where(eq(users.id, contact.id)) : [];
        if (!saved) throw notFound(userServiceMessages.mainContactNotFound);
        await addMembership(tx, saved.id, orgId, contact.roleId);
        contactId = saved.id;
      } else {
        contactId = await insertUser(tx, { ...contact, organizationId: orgId, type: 'external' });
      }
      await tx.update(organizations).set({ mainContactUserId: contactId }).where(eq(organizations.id, orgId));

      const idsByEmail = new Map<string, string>();
      const [contactRow] = await tx.select({ email: users.email }).from(users).where(eq(users.id, contactId));
      idsByEmail.set(contactRow!.email.toLowerCase(), contactId);
      for (const user of input.users) {
        if (idsByEmail.has(user.email)) throw badRequest(userServiceMessages.duplicateCustomerEmail);
        idsByEmail.set(user.email, await insertUser(tx, { ...user, organizationId: orgId, type: 'external' }));
      }

      for (const store of input.stores) {
        const mainContactUserId = store.mainContactUserEmail ? idsByEmail.get(store.mainContactUserEmail) : contactId;
        if (store.mainContactUserEmail && !mainContactUserId) {
          throw badRequest(userServiceMessages.storeMainContactNotMember);
        }
        await insertStore(tx, {
          organizationId: orgId,
          name: store.name,
          description: store.description,
          addresses: store.addresses,
          mainContactUserId,
          status: 'active',
          brandFocusType: store.brandFocusType,
          logoUrl: store.logoUrl,
        });
      }
      return orgId;
    }),
  );
  return getOrganization(db, organizationId);
}
