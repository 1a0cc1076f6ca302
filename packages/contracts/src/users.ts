import { z } from 'zod';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, USER_NAME_MIN_LENGTH_ON_CREATE } from './constants';
import { validationMessages } from './validation-messages';

/**
 * The user-management entities: users and roles, and what organizations and stores share with them
 * (names, user types, addresses). Stores are in stores.ts, organizations in organizations.ts.
 */

/**
 * The name of something people pick from lists (a role, an organization, a store): required (with
 * the field's own message, when the form has one), at most NAME_MAX_LENGTH characters.
 */
export const listedNameSchema = (requiredMessage?: string) =>
  z
    .string()
    .trim()
    .min(NAME_MIN_LENGTH, requiredMessage === undefined ? undefined : { error: requiredMessage })
    .max(NAME_MAX_LENGTH, validationMessages.nameTooLong);

/**
 * A person's first or last name: at least `min` characters (with the field's own message, when
 * the form has one), at most NAME_MAX_LENGTH, as every name shown in the lists.
 */
export const personNameSchema = (min: number, requiredMessage?: string) =>
  z
    .string()
    .trim()
    .min(min, requiredMessage === undefined ? undefined : { error: requiredMessage })
    .max(NAME_MAX_LENGTH, validationMessages.nameTooLong);

export const userTypes = ['internal', 'external'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const addressTypes = ['billing', 'shipping', 'physical', 'registered_office'] as const;

/**
 * An address as the services keep and answer it. It is written through addresses.ts's
 * addressInputSchema, which holds the rules; an address saved under an earlier rule (a country code
 * since withdrawn, a postal code of another shape) reads as it was saved.
 */
export const addressSchema = z.object({
  type: z.enum(addressTypes),
  line1: z.string().trim().min(NAME_MIN_LENGTH),
  line2: z.string().trim().optional(),
  city: z.string().trim().min(NAME_MIN_LENGTH),
  state: z.string().trim().min(NAME_MIN_LENGTH),
  postalCode: z.string().optional(),
  /** An ISO 3166-1 alpha-2 code (countries.ts). */
  country: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type Address = z.infer<typeof addressSchema>;

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
 * Edit user: first and last name of at least 1 character. The payload is `{id, firstName,
 * lastName}`; a caller that names the `_revision` it read is refused (409) when the user
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
