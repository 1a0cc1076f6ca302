import type { User, UserWithMemberships } from '@lineup/contracts/users';
import { current, type Served } from '@/test/fakes/fake-api';
import { type ApiHandler, ok } from '@/test/render-app';

/** GET /api/users: the users given. */
export function usersList(users: Served<User[]>): ApiHandler {
  return ({ method, path }) => (method === 'GET' && path === '/api/users' ? ok(current(users)) : undefined);
}

/** GET /api/users/with-memberships: the people given, with their organizations. */
export function membersList(members: Served<UserWithMemberships[]>): ApiHandler {
  return ({ method, path }) =>
    method === 'GET' && path === '/api/users/with-memberships' ? ok(current(members)) : undefined;
}

/** A person of the team (org-lineup, Admin) as the team list answers it. */
export function aTeamMember(
  id: string,
  firstName: string,
  changes: Partial<UserWithMemberships> = {},
): UserWithMemberships {
  return {
    id,
    email: `${firstName.toLowerCase()}@lineup.local`,
    firstName,
    lastName: 'Staff',
    type: 'internal',
    status: 'active',
    organizationId: 'org-lineup',
    roleId: 'role-admin',
    privileges: [],
    stores: [],
    createdAt: '',
    updatedAt: '',
    _revision: 1,
    organizationMemberships: [],
    role: { id: 'role-admin', name: 'Admin' },
    managedStores: [],
    ...changes,
  };
}

/** A customer account of `organizationId` (a buyer with its Admin role) as the team list answers it. */
export function aCustomerAccount(
  id: string,
  firstName: string,
  organizationId: string,
  changes: Partial<UserWithMemberships> = {},
): UserWithMemberships {
  return aTeamMember(id, firstName, {
    email: `${firstName.toLowerCase()}@shop.test`,
    lastName: 'Buyer',
    type: 'external',
    organizationId,
    roleId: 'role-customer',
    organizationMemberships: [
      {
        organizationId,
        roleId: 'role-customer',
        organization: { id: organizationId, name: organizationId, type: 'external' },
      },
    ],
    role: { id: 'role-customer', name: 'Admin' },
    ...changes,
  });
}
