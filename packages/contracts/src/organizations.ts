import { z } from 'zod';
import { addressInputSchema } from './addresses';
import { NAME_MIN_LENGTH } from './constants';
import { brandFocusTypeSchema, ownershipSchema, storeAddressesSchema } from './stores';
import { type Address, listedNameSchema, personNameSchema, type UserType } from './users';
import { validationMessages } from './validation-messages';

/** The organizations and the new-customer payload (an organization with its main contact, stores and users). */

export type Organization = {
  id: string;
  name: string;
  type: UserType;
  status: string;
  address: Address | null;
  discounts: Record<string, number>;
  mainContactUserId: string | null;
  storesCount: number;
  usersCount: number;
  createdAt: string;
  updatedAt: string;
};

export const organizationNameSchema = z.object({
  organizationId: z.string().min(1),
  name: listedNameSchema(validationMessages.organizationNameRequired),
});
/** An organization's address is its physical one. */
const organizationAddressInputSchema = addressInputSchema.safeExtend({ type: z.literal('physical') });
export const organizationAddressSchema = z.object({ address: organizationAddressInputSchema });
export const organizationStatusSchema = z.object({ status: z.enum(['active', 'inactive']) });
export const organizationMainContactSchema = z.object({ organizationId: z.string().min(1), userId: z.string().min(1) });
export const organizationDiscountsSchema = z.object({
  organizationId: z.string().min(1),
  discounts: z.record(z.string().min(1), z.number().min(0).max(100)),
});

/**
 * The new-customer payload, with the create-customer field messages ('Organization name is
 * required', ...). Every customer account of the payload (the main contact first) buys for every
 * store of it; `sendInvitation` e-mails an account the customer portal's address once all is saved.
 */
export const newCustomerSchema = z.object({
  organization: z.object({
    name: listedNameSchema(validationMessages.organizationNameRequired),
    type: z.literal('external').default('external'),
    address: organizationAddressInputSchema,
  }),
  organizationMainContact: z.object({
    id: z.string().nullish(),
    email: z.email({ error: validationMessages.userEmailRequired }).trim().toLowerCase(),
    firstName: personNameSchema(NAME_MIN_LENGTH, validationMessages.userFirstNameRequired),
    lastName: personNameSchema(NAME_MIN_LENGTH, validationMessages.userLastNameRequired),
    roleId: z.string().min(1),
    prefilled: z.boolean().default(false),
    sendInvitation: z.boolean().default(false),
  }),
  stores: z
    .array(
      z.object({
        id: z.string().nullish(),
        name: listedNameSchema(validationMessages.storeNameRequired),
        description: z.string().trim().optional(),
        addresses: storeAddressesSchema.default([]),
        mainContactUserEmail: z.string().trim().toLowerCase().nullish(),
        brandFocusType: brandFocusTypeSchema.refine((focus) => focus.brandSegmentation.length > 0),
        logoUrl: z.string().optional(),
        ownership: ownershipSchema.nullish(),
      }),
    )
    .min(1, { error: validationMessages.storeNameRequired }),
  users: z
    .array(
      z.object({
        email: z.email({ error: validationMessages.userEmailRequired }).trim().toLowerCase(),
        firstName: personNameSchema(NAME_MIN_LENGTH, validationMessages.userFirstNameRequired),
        lastName: personNameSchema(NAME_MIN_LENGTH, validationMessages.userLastNameRequired),
        roleId: z.string().min(1),
        sendInvitation: z.boolean().default(false),
      }),
    )
    .default([]),
});
export type NewCustomerInput = z.input<typeof newCustomerSchema>;
export type NewCustomer = z.output<typeof newCustomerSchema>;
