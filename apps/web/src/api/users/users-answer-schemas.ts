import {
  businessStoreSchema,
  organizationSchema,
  roleSchema,
  userSchema,
  userWithMembershipsSchema,
} from '@lineup/contracts/users-responses';
import { z } from 'zod';

/**
 * The contracts of the users service's lists that the back office loads with its first page (users,
 * users with memberships, stores, roles, organizations). Loaded only in development, to check the
 * answers (lib/api-client.ts): production builds load neither these schemas nor zod with those lists.
 */
export const usersAnswer = z.array(userSchema);
export const usersWithMembershipsAnswer = z.array(userWithMembershipsSchema);
export const storesAnswer = z.array(businessStoreSchema);
export const rolesAnswer = z.array(roleSchema);
export const organizationsAnswer = z.array(organizationSchema);
