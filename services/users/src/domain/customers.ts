import type { NewCustomer, Organization } from '@lineup/contracts/organizations';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { badRequest, notFound } from '@lineup/server-kit/errors';
import { eq } from 'drizzle-orm';
import type { Tx, UsersDb } from '../db/database';
import { organizationMemberships, organizations, users } from '../db/schema';
import type { Invitee } from '../invitations/invitation-mailer';
import { type Invitations, sendInvitationsInBackground } from '../invitations/send-invitations';
import { isUuid } from './ids';
import { assertOrganizationNameFree, getOrganization } from './organizations';
import { assertRoleFor } from './role-fit';
import { assignStoreAccounts, insertStore } from './stores';
import { insertUser, withUniqueEmail } from './users-write';

type SavedUser = typeof users.$inferSelect;

/** A saved user joins the new organization with a role of their type. */
async function addMembership(tx: Tx, user: SavedUser, organizationId: string, roleId: string) {
  await assertRoleFor(tx, roleId, user.type);
  await tx.insert(organizationMemberships).values({ userId: user.id, organizationId, roleId }).onConflictDoNothing();
}

type Account = { id: string; email: string; firstName: string; external: boolean; invite: boolean };

/** The main contact: a saved user who joins the organization, or a new customer account. */
async function mainContactOf(tx: Tx, input: NewCustomer, organizationId: string): Promise<Account> {
  const contact = input.organizationMainContact;
  if (contact.prefilled && contact.id) {
    const [saved] = isUuid(contact.id) ? await tx.select().from(users).where(eq(users.id, contact.id)) : [];
    if (!saved) throw notFound(userServiceMessages.mainContactNotFound);
    await addMembership(tx, saved, organizationId, contact.roleId);
    const external = saved.type === 'external';
    return { ...saved, external, invite: external && contact.sendInvitation };
  }
  const id = await insertUser(tx, { ...contact, organizationId, type: 'external' });
  return { id, email: contact.email, firstName: contact.firstName, external: true, invite: contact.sendInvitation };
}

/**
 * The new-customer flow: the organization, its main contact (a saved user or a new one), its
 * stores with addresses, brand focus and ownership, and its customer accounts, all in one
 * transaction: a failure anywhere creates nothing. Every customer account of the flow, the main
 * contact first, buys for every store of it (staff narrow that down per store afterwards). The
 * accounts asked to be invited are e-mailed once everything is saved.
 */
export async function registerNewCustomer(
  db: UsersDb,
  input: NewCustomer,
  invitations: Invitations,
): Promise<Organization> {
  const { organizationId, invitees } = await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      await assertOrganizationNameFree(tx, input.organization.name);
      const [organization] = await tx
        .insert(organizations)
        .values({ name: input.organization.name, type: 'external', address: input.organization.address })
        .returning({ id: organizations.id });
      const orgId = organization!.id;
      const contact = await mainContactOf(tx, input, orgId);
      await tx.update(organizations).set({ mainContactUserId: contact.id }).where(eq(organizations.id, orgId));

      const accounts = new Map<string, Account>([[contact.email.toLowerCase(), contact]]);
      for (const user of input.users) {
        if (accounts.has(user.email)) throw badRequest(userServiceMessages.duplicateCustomerEmail);
        const id = await insertUser(tx, { ...user, organizationId: orgId, type: 'external' });
        accounts.set(user.email, { ...user, id, external: true, invite: user.sendInvitation });
      }
      const buyers = [...accounts.values()].filter((account) => account.external).map((account) => account.id);

      for (const store of input.stores) {
        const mainContactUserId = store.mainContactUserEmail
          ? accounts.get(store.mainContactUserEmail)?.id
          : contact.id;
        if (store.mainContactUserEmail && !mainContactUserId) {
          throw badRequest(userServiceMessages.storeMainContactNotMember);
        }
        const storeId = await insertStore(tx, {
          organizationId: orgId,
          name: store.name,
          description: store.description,
          addresses: store.addresses,
          mainContactUserId,
          status: 'active',
          brandFocusType: store.brandFocusType,
          logoUrl: store.logoUrl,
          ownership: store.ownership,
        });
        await assignStoreAccounts(tx, storeId, buyers);
      }
      const organizationName = input.organization.name;
      const invited: Invitee[] = [...accounts.values()]
        .filter((account) => account.invite)
        .map(({ email, firstName }) => ({ email, firstName, organizationName }));
      return { organizationId: orgId, invitees: invited };
    }),
  );
  sendInvitationsInBackground(invitations, invitees);
  return getOrganization(db, organizationId);
}
