import { NAME_MAX_LENGTH, OWNERSHIP_VALUES } from '@lineup/contracts/constants';
import type { NewCustomerInput } from '@lineup/contracts/organizations';
import { STORE_LOGO_PLACEHOLDER_URL } from '@lineup/contracts/stores';
import { organizationTexts } from '@lineup/contracts/texts/customers';
import { listedNameSchema } from '@lineup/contracts/users';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { z } from 'zod';
import {
  addressFormSchema,
  storeAddressesFormSchema,
  toAddress,
  toStoreAddresses,
} from '@/components/address-form/address-form-values';
import { brandFocusFormSchema, toBrandFocusType } from '@/components/brand-focus/brand-focus-values';
import type { CustomerFormValues } from '@/features/organizations/components/organizations-customer-values';

const required = (message: string) =>
  z.string().trim().min(1, { error: message }).max(NAME_MAX_LENGTH, validationMessages.nameTooLong);
const email = z
  .string()
  .trim()
  .min(1, { error: validationMessages.userEmailRequired })
  .pipe(z.email({ error: validationMessages.emailInvalid }));
const roleId = z.string().min(1, { error: organizationTexts.roleRequired });

/**
 * Create customer, with its messages ('Organization name is required', 'Store name is
 * required', 'User first name is required', 'User last name is required', 'User email is
 * required'), the address rules and a brand per store. A new person's e-mail must not belong to a
 * saved user (`savedEmails`, lower case) nor repeat within the form, the organization's name must
 * not be a saved organization's (`savedOrganizationNames`, lower case), and no two stores may share
 * a name: the server would refuse each, and a refused new customer loses what was typed.
 */
export function customerFormSchema({
  savedEmails,
  savedOrganizationNames,
}: {
  savedEmails: ReadonlySet<string>;
  savedOrganizationNames: ReadonlySet<string>;
}) {
  return z
    .object({
      organization: z.object({
        name: listedNameSchema(validationMessages.organizationNameRequired),
        address: addressFormSchema,
      }),
      mainContact: z.object({
        id: z.string().nullable(),
        prefilled: z.boolean(),
        firstName: required(validationMessages.userFirstNameRequired),
        lastName: required(validationMessages.userLastNameRequired),
        email,
        roleId,
        sendInvitation: z.boolean(),
      }),
      stores: z
        .array(
          z.object({
            name: listedNameSchema(validationMessages.storeNameRequired),
            description: z.string(),
            ownership: z.union([z.literal(''), z.enum(OWNERSHIP_VALUES)]),
            addresses: storeAddressesFormSchema,
            brandFocus: brandFocusFormSchema,
          }),
        )
        .min(1, { error: validationMessages.storeNameRequired }),
      users: z.array(
        z.object({
          email,
          firstName: required(validationMessages.userFirstNameRequired),
          lastName: required(validationMessages.userLastNameRequired),
          roleId,
          sendInvitation: z.boolean(),
        }),
      ),
    })
    .superRefine((values, ctx) => {
      if (savedOrganizationNames.has(values.organization.name.trim().toLowerCase())) {
        const message = userServiceMessages.organizationNameTaken;
        ctx.addIssue({ code: 'custom', path: ['organization', 'name'], message });
      }
      const storeNames = new Set<string>();
      values.stores.forEach((store, index) => {
        const name = store.name.trim().toLowerCase();
        if (!name) return;
        if (storeNames.has(name)) {
          ctx.addIssue({
            code: 'custom',
            path: ['stores', index, 'name'],
            message: userServiceMessages.storeNameTaken,
          });
        }
        storeNames.add(name);
      });
      const seen = new Set<string>();
      const contactEmail = values.mainContact.email.trim().toLowerCase();
      if (contactEmail) {
        seen.add(contactEmail);
        if (!values.mainContact.prefilled && savedEmails.has(contactEmail)) {
          ctx.addIssue({ code: 'custom', path: ['mainContact', 'email'], message: userServiceMessages.emailTaken });
        }
      }
      values.users.forEach((user, index) => {
        const address = user.email.trim().toLowerCase();
        if (!address) return;
        if (seen.has(address)) {
          ctx.addIssue({
            code: 'custom',
            path: ['users', index, 'email'],
            message: userServiceMessages.duplicateCustomerEmail,
          });
        } else if (savedEmails.has(address)) {
          ctx.addIssue({ code: 'custom', path: ['users', index, 'email'], message: userServiceMessages.emailTaken });
        }
        seen.add(address);
      });
    });
}

const filled = (text: string) => text.trim().length > 0;

/**
 * The Create button is disabled while the organization name, any store name or any user
 * first name (the main contact's included) is empty.
 */
export function canCreateCustomer(values: CustomerFormValues): boolean {
  return (
    filled(values.organization.name) &&
    values.stores.length > 0 &&
    values.stores.every((store) => filled(store.name)) &&
    filled(values.mainContact.firstName) &&
    values.users.every((user) => filled(user.firstName))
  );
}

/**
 * The new-customer payload, built from valid form values: a store's ownership and an account's
 * invitation are named only when chosen.
 */
export function toNewCustomerPayload(values: CustomerFormValues): NewCustomerInput {
  const organizationAddress = values.organization.address;
  const contact = values.mainContact;
  const prefilled = contact.prefilled && contact.id !== null;
  return {
    organization: {
      name: values.organization.name.trim(),
      type: 'external',
      address: toAddress(organizationAddress, 'physical'),
    },
    organizationMainContact: {
      ...(prefilled ? { id: contact.id } : {}),
      email: contact.email.trim().toLowerCase(),
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      roleId: contact.roleId,
      prefilled,
      ...(contact.sendInvitation ? { sendInvitation: true } : {}),
    },
    stores: values.stores.map((store) => {
      const description = store.description.trim();
      return {
        name: store.name.trim(),
        ...(description ? { description } : {}),
        addresses: toStoreAddresses(store.addresses, organizationAddress),
        brandFocusType: toBrandFocusType(store.brandFocus),
        logoUrl: STORE_LOGO_PLACEHOLDER_URL,
        ...(store.ownership ? { ownership: store.ownership } : {}),
      };
    }),
    users: values.users.map((user) => ({
      email: user.email.trim().toLowerCase(),
      firstName: user.firstName.trim(),
      lastName: user.lastName.trim(),
      roleId: user.roleId,
      ...(user.sendInvitation ? { sendInvitation: true } : {}),
    })),
  };
}
