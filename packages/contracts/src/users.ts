import { z } from 'zod';
import { validationMessages } from './validation-messages';
import {
  CATALOG_SEGMENTS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  OWNERSHIP_VALUES,
  POSTAL_CODE_MAX_LENGTH,
  STORE_SEGMENTATIONS,
  USER_NAME_MIN_LENGTH_ON_CREATE,
} from './constants';

/** The user-management entities: users, roles, organizations, business stores and their addresses. */

/**
 * The name of something people pick from lists (a role, an organization, a store): required (with
 * the field's own message, when the spec words one), at most NAME_MAX_LENGTH characters.
 */
export const listedNameSchema = (requiredMessage?: string) =>
  z
    .string()
    .trim()
    .min(NAME_MIN_LENGTH, requiredMessage === undefined ? undefined : { error: requiredMessage })
    .max(NAME_MAX_LENGTH, validationMessages.nameTooLong);

/**
 * A person's first or last name: at least `min` characters (with the field's own message, when
 * the spec words one), at most NAME_MAX_LENGTH, as every name shown in the lists.
 */
const personNameSchema = (min: number, requiredMessage?: string) =>
  z
    .string()
    .trim()
    .min(min, requiredMessage === undefined ? undefined : { error: requiredMessage })
    .max(NAME_MAX_LENGTH, validationMessages.nameTooLong);

export const userTypes = ['internal', 'external'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const COUNTRY_CODES = [
  'US',
  'CA',
  'MX',
  'AW',
  'BQ',
  'CW',
  'SX',
  'VI',
  'AN',
  'BL',
  'GP',
  'MQ',
  'GF',
  'MF',
  'JM',
  'KY',
  'VN',
  'CN',
] as const;

export const addressTypes = ['billing', 'shipping', 'physical', 'registered_office'] as const;

/** An address: line1, city, state, country required; postal code at most 5 digits. */
export const addressSchema = z.object({
  type: z.enum(addressTypes),
  line1: z.string().trim().min(NAME_MIN_LENGTH),
  line2: z.string().trim().optional(),
  city: z.string().trim().min(NAME_MIN_LENGTH),
  state: z.string().trim().min(NAME_MIN_LENGTH),
  postalCode: z.string().regex(/^\d*$/).max(POSTAL_CODE_MAX_LENGTH).optional(),
  /** One of the country choices (COUNTRY_CODES). */
  country: z.enum(COUNTRY_CODES),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const brandSegmentationSchema = z.object({
  brandId: z.number().int().min(1),
  segmentation: z.enum(STORE_SEGMENTATIONS),
  /**
   * Which of the brand's catalogs (athletic, boutique, crocs) the store sees in the customer
   * portal; a brand without one shows the store none of its catalogs.
   */
  catalogSegment: z.enum(CATALOG_SEGMENTS).nullish(),
});
export const brandFocusTypeSchema = z.object({
  storeType: z.enum(['monobrand', 'multi-brand']),
  brandSegmentation: z.array(brandSegmentationSchema),
});
export type BrandFocusType = z.infer<typeof brandFocusTypeSchema>;
export const ownershipSchema = z.enum(OWNERSHIP_VALUES);
export type Ownership = z.infer<typeof ownershipSchema>;

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

export type Role = {
  id: string;
  name: string;
  description: string | null;
  type: UserType;
  status: 'active' | 'inactive';
  createdAt: string;
  updatedAt: string;
};

export type User = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  type: UserType;
  status: 'active' | 'inactive';
  organizationId: string;
  roleId: string;
  privileges: string[];
  stores: { id: string; name: string }[];
  createdAt: string;
  updatedAt: string;
  _revision: number;
};

export type UserWithMemberships = User & {
  organizationMemberships: {
    organizationId: string;
    roleId: string;
    organization: { id: string; name: string; type: UserType };
  }[];
  /** The user's role (what they may do); team members always have Admin. */
  role: { id: string; name: string } | null;
  /** The stores this user looks after as an account manager (team members only), by name. */
  managedStores: { id: string; name: string }[];
};

/** A team member who looks after a store for the business. */
export type AccountManager = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'inactive';
};

export type BusinessStore = {
  id: string;
  organizationId: string;
  name: string;
  description: string | null;
  addresses: Address[];
  mainContactUserId: string | null;
  brandFocusType: BrandFocusType;
  /** Partner, owned or wholesale account; none until staff set it. */
  ownership: Ownership | null;
  /** The customer accounts who buy for this store (they see it in the customer portal). */
  userIds: string[];
  /** The team members who look after this store, by name. */
  accountManagers: AccountManager[];
  logoUrl: string;
  status: 'active' | 'inactive';
  createdAt: string;
  updatedAt: string;
  _revision: number;
};

/** What GET /api/users/me answers: the signed-in person as the /home layout keeps it. */
export type CurrentUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  internal: boolean;
  active: boolean;
};

export const usersListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

/**
 * Create user: names of at least 3 characters, a valid e-mail, organization and role. A customer
 * account (external) may be sent an invitation e-mail with the customer portal's address; for a
 * team member `sendInvitation` means nothing.
 */
export const createUserSchema = z.object({
  email: z.email().trim().toLowerCase(),
  firstName: personNameSchema(USER_NAME_MIN_LENGTH_ON_CREATE),
  lastName: personNameSchema(USER_NAME_MIN_LENGTH_ON_CREATE),
  organizationId: z.string().trim().min(NAME_MIN_LENGTH),
  roleId: z.string().trim().min(NAME_MIN_LENGTH),
  type: userTypeSchema,
  sendInvitation: z.boolean().optional(),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** The same person, as POST /api/users/create-with-organization-membership names the type. */
export const createUserWithMembershipSchema = createUserSchema
  .omit({ type: true })
  .extend({ userType: userTypeSchema });

/**
 * Edit user: first and last name of at least 1 character. The spec's payload is `{id,
 * firstName, lastName}`; a caller that names the `_revision` it read is refused (409) when the user
 * changed since, so it cannot overwrite a change it never saw.
 */
export const updateUserSchema = z.object({
  id: z.string().min(1),
  firstName: personNameSchema(NAME_MIN_LENGTH),
  lastName: personNameSchema(NAME_MIN_LENGTH),
  _revision: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/**
 * The `{id}` of `/api/users/{id}/…` calls. Like `updateUserSchema.id`, only a non-empty string: an id
 * that is not a UUID names nobody, and the service answers it 404 'User not found' as for an unknown one.
 */
export const userIdParamSchema = z.object({ id: z.string().min(1) });

/** A role: name required, description optional, type internal or external (default internal). */
export const createRoleSchema = z.object({
  name: listedNameSchema(),
  description: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
  type: userTypeSchema.default('internal'),
  status: z.enum(['active', 'inactive']).default('active'),
});
export type CreateRoleInput = z.input<typeof createRoleSchema>;

/** A role's changes: what is sent changes; an empty description clears it. */
export const updateRoleSchema = createRoleSchema.partial().extend({
  description: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? null : value)),
});
export type UpdateRoleInput = z.input<typeof updateRoleSchema>;

/** A placeholder logo is set on a store's creation; the SPA serves this file. */
export const STORE_LOGO_PLACEHOLDER_URL = '/images/store-logo-placeholder.svg';

const storeAddressSchema = addressSchema.extend({ type: z.enum(['billing', 'shipping']) });
/** A store has at most one billing and one shipping address. */
export const storeAddressesSchema = z
  .array(storeAddressSchema)
  .refine((list) => new Set(list.map((address) => address.type)).size === list.length);

/** A store's focus type: monobrand with 0 or 1 brands, multi-brand with more. */
export function storeTypeFor(brandCount: number): BrandFocusType['storeType'] {
  return brandCount > 1 ? 'multi-brand' : 'monobrand';
}

/** A row's revision: a positive PostgreSQL integer. */
export const revisionSchema = z.number().int().min(1).max(2_147_483_647);

/** A store: organization and name of at least 1 character, at least one brand segmentation. */
export const createStoreSchema = z.object({
  organizationId: z.string().trim().min(NAME_MIN_LENGTH),
  name: listedNameSchema(),
  description: z.string().trim().optional(),
  addresses: storeAddressesSchema.default([]),
  mainContactUserId: z.string().min(1).nullish(),
  status: z.literal('active').default('active'),
  brandFocusType: brandFocusTypeSchema.refine((focus) => focus.brandSegmentation.length > 0),
  logoUrl: z.string().optional(),
  ownership: ownershipSchema.nullish(),
});
export type CreateStoreInput = z.input<typeof createStoreSchema>;

/**
 * Basic info. `newOwnership` null clears the ownership; left out, the ownership stays as it is
 * (the basic-info payload had no ownership before, and a caller that never saw it must not erase it).
 */
export const storeBasicInfoSchema = z.object({
  newName: listedNameSchema(),
  newDescription: z.string().trim().optional(),
  newMainContactUserId: z.string().min(1).nullish(),
  newOwnership: ownershipSchema.nullish(),
  _revision: revisionSchema,
});
export type StoreBasicInfoInput = z.input<typeof storeBasicInfoSchema>;
export const storeAddAddressSchema = z.object({ address: storeAddressSchema, _revision: revisionSchema });
export const storeAddressesUpdateSchema = z.object({ addresses: storeAddressesSchema, _revision: revisionSchema });
export const storeStatusSchema = z.object({ newStatus: z.enum(['active', 'inactive']), _revision: revisionSchema });
export const storeBrandFocusSchema = z.object({
  newBrandFocusType: brandFocusTypeSchema.refine((focus) => focus.brandSegmentation.length > 0),
  _revision: revisionSchema,
});

export const organizationNameSchema = z.object({
  organizationId: z.string().min(1),
  name: listedNameSchema(validationMessages.organizationNameRequired),
});
export const organizationAddressSchema = z.object({ address: addressSchema.extend({ type: z.literal('physical') }) });
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
    address: addressSchema.extend({ type: z.literal('physical') }),
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

/** How many account managers one store may have, and how many stores one assignment may name. */
export const ACCOUNT_MANAGERS_PER_STORE_MAX = 50;
/** How many customer accounts one store may have. */
export const CUSTOMER_ACCOUNTS_PER_STORE_MAX = 200;
export const MANAGED_STORES_PER_USER_MAX = 1000;
/** Ids are UUIDs; anything longer cannot name a row. */
const ID_MAX_LENGTH = 64;

/**
 * PUT /api/stores/{id}/account-managers: the store's whole list of account managers (active team
 * members), replacing the current one; a repeated id counts once.
 */
export const storeAccountManagersSchema = z.object({
  userIds: z
    .array(z.string().min(1).max(ID_MAX_LENGTH))
    .max(ACCOUNT_MANAGERS_PER_STORE_MAX)
    .transform((ids) => [...new Set(ids)]),
  _revision: revisionSchema,
});
export type StoreAccountManagersInput = z.input<typeof storeAccountManagersSchema>;

/**
 * PUT /api/stores/{id}/users: the store's whole list of customer accounts (external users of the
 * store's organization), replacing the current one; a repeated id counts once.
 */
export const storeCustomerAccountsSchema = z.object({
  userIds: z
    .array(z.string().min(1).max(ID_MAX_LENGTH))
    .max(CUSTOMER_ACCOUNTS_PER_STORE_MAX)
    .transform((ids) => [...new Set(ids)]),
  _revision: revisionSchema,
});
export type StoreCustomerAccountsInput = z.input<typeof storeCustomerAccountsSchema>;

/**
 * PUT /api/users/{id}/managed-stores: the whole list of stores a team member looks after, replacing
 * the current one, named with the user's `_revision`; a repeated id counts once.
 */
export const userManagedStoresSchema = z.object({
  storeIds: z
    .array(z.string().min(1).max(ID_MAX_LENGTH))
    .max(MANAGED_STORES_PER_USER_MAX)
    .transform((ids) => [...new Set(ids)]),
  _revision: revisionSchema,
});
export type UserManagedStoresInput = z.input<typeof userManagedStoresSchema>;

/** The users service's answers about account managers (worded by us; the spec is silent). */
export const accountManagerMessages = {
  accountManagersSaved: 'Account managers saved.',
  managedStoresSaved: 'Assigned stores saved.',
  notActiveTeamMember: 'Account managers must be active team members.',
  storeMissing: 'One of the chosen stores no longer exists.',
} as const;
