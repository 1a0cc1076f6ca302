import { z } from 'zod';
import { addressInputSchema } from './addresses';
import { CATALOG_SEGMENTS, NAME_MIN_LENGTH, OWNERSHIP_VALUES, STORE_SEGMENTATIONS } from './constants';
import { type Address, listedNameSchema } from './users';

/** The business stores: their addresses, brand focus and ownership, account managers and customer accounts. */

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

/** A placeholder logo is set on a store's creation; the SPA serves this file. */
export const STORE_LOGO_PLACEHOLDER_URL = '/images/store-logo-placeholder.svg';

const storeAddressSchema = addressInputSchema.safeExtend({ type: z.enum(['billing', 'shipping']) });
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

/** How many account managers one store may have, and how many stores one assignment may name. */
export const ACCOUNT_MANAGERS_PER_STORE_MAX = 50;
/** How many customer accounts one store may have. */
export const CUSTOMER_ACCOUNTS_PER_STORE_MAX = 200;
export const MANAGED_STORES_PER_USER_MAX = 1000;
/** Ids are UUIDs; anything longer cannot name a row. */
const ID_MAX_LENGTH = 64;

/** A whole list of ids replacing the current one: at most `max`, a repeated id counts once. */
const distinctIdsSchema = (max: number) =>
  z
    .array(z.string().min(1).max(ID_MAX_LENGTH))
    .max(max)
    .transform((ids) => [...new Set(ids)]);

/**
 * PUT /api/stores/{id}/account-managers: the store's whole list of account managers (active team
 * members), replacing the current one; a repeated id counts once.
 */
export const storeAccountManagersSchema = z.object({
  userIds: distinctIdsSchema(ACCOUNT_MANAGERS_PER_STORE_MAX),
  _revision: revisionSchema,
});
export type StoreAccountManagersInput = z.input<typeof storeAccountManagersSchema>;

/**
 * PUT /api/stores/{id}/users: the store's whole list of customer accounts (external users of the
 * store's organization), replacing the current one; a repeated id counts once.
 */
export const storeCustomerAccountsSchema = z.object({
  userIds: distinctIdsSchema(CUSTOMER_ACCOUNTS_PER_STORE_MAX),
  _revision: revisionSchema,
});
export type StoreCustomerAccountsInput = z.input<typeof storeCustomerAccountsSchema>;

/**
 * PUT /api/users/{id}/managed-stores: the whole list of stores a team member looks after, replacing
 * the current one, named with the user's `_revision`; a repeated id counts once.
 */
export const userManagedStoresSchema = z.object({
  storeIds: distinctIdsSchema(MANAGED_STORES_PER_USER_MAX),
  _revision: revisionSchema,
});
export type UserManagedStoresInput = z.input<typeof userManagedStoresSchema>;

/** The users service's answers about account managers (worded by us). */
export const accountManagerMessages = {
  accountManagersSaved: 'Account managers saved.',
  managedStoresSaved: 'Assigned stores saved.',
  notActiveTeamMember: 'Account managers must be active team members.',
  storeMissing: 'One of the chosen stores no longer exists.',
} as const;
