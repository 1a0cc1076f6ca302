import type { Organization } from '@lineup/contracts/organizations';
import type { Role, User } from '@lineup/contracts/users';

/** A user as the users service answers it; `overrides` names what a test cares about. */
export function aUser(overrides: Partial<User> & { id: string }): User {
  return {
    email: `${overrides.id}@example.com`,
    firstName: 'First',
    lastName: 'Last',
    type: 'external',
    status: 'active',
    organizationId: 'org-acme',
    roleId: 'role-buyer',
    privileges: [],
    stores: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    _revision: 1,
    ...overrides,
  };
}

export function anOrganization(overrides: Partial<Organization> & { id: string; name: string }): Organization {
  return {
    type: 'external',
    status: 'active',
    address: null,
    discounts: {},
    mainContactUserId: null,
    storesCount: 0,
    usersCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aRole(overrides: Partial<Role> & { id: string; name: string }): Role {
  return {
    description: null,
    type: 'internal',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
