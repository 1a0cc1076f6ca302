import { z } from 'zod';
import { brandFocusTypeSchema, ownershipSchema } from './stores';
import { addressSchema, userTypeSchema } from './users';

/**
 * The `data` the users service's calls answer, as schemas (the OpenAPI document and the web's
 * development checks read them). Each schema's output equals the type of the same name in
 * users.ts, stores.ts or organizations.ts (users-responses.test.ts holds them together).
 */

const activitySchema = z.enum(['active', 'inactive']);
const namedSchema = z.object({ id: z.string(), name: z.string() });

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: userTypeSchema,
  status: z.string(),
  address: addressSchema.nullable(),
  discounts: z.record(z.string(), z.number()),
  mainContactUserId: z.string().nullable(),
  storesCount: z.number(),
  usersCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: userTypeSchema,
  status: activitySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  type: userTypeSchema,
  status: activitySchema,
  organizationId: z.string(),
  roleId: z.string(),
  privileges: z.array(z.string()),
  stores: z.array(namedSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  _revision: z.number(),
});

export const userWithMembershipsSchema = userSchema.extend({
  organizationMemberships: z.array(
    z.object({
      organizationId: z.string(),
      roleId: z.string(),
      organization: z.object({ id: z.string(), name: z.string(), type: userTypeSchema }),
    }),
  ),
  role: namedSchema.nullable(),
  managedStores: z.array(namedSchema),
});

export const accountManagerSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: activitySchema,
});

export const businessStoreSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  addresses: z.array(addressSchema),
  mainContactUserId: z.string().nullable(),
  brandFocusType: brandFocusTypeSchema,
  ownership: ownershipSchema.nullable(),
  userIds: z.array(z.string()),
  accountManagers: z.array(accountManagerSchema),
  logoUrl: z.string(),
  status: activitySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  _revision: z.number(),
});

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  internal: z.boolean(),
  active: z.boolean(),
});
