import type { STORE_SEGMENTATIONS } from '@lineup/contracts/constants';
import { expect } from 'vitest';
import type { UsersDb } from '../db/database';
import type { SeedResult } from '../domain/seed';
import { openUsersTestWorld } from './users-test-world';

/**
 * The users service's API over a fresh test database, seeded and called as its admin: the set-up
 * of the route tests that build their customers and team through the API itself.
 */

/** A call's status and envelope. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape.
export type ApiAnswer = { status: number; body: any };

export type UsersApi = {
  db: UsersDb;
  seed: SeedResult;
  /** A JSON request as the seeded admin. */
  call: (method: string, path: string, body?: unknown) => Promise<ApiAnswer>;
  dispose: () => Promise<void>;
};

export async function openUsersApi(): Promise<UsersApi> {
  const { db, seed, tokens, app, dispose } = await openUsersTestWorld();
  const token = await tokens.tokenFor(seed.adminUserId);
  const call = async (method: string, path: string, body?: unknown): Promise<ApiAnswer> => {
    const response = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  return { db, seed, call, dispose };
}

/** The id of what the call created; anything but 201 fails the test there. */
export async function createdId(api: UsersApi, method: string, path: string, body: unknown): Promise<string> {
  const { status, body: answer } = await api.call(method, path, body);
  expect(status).toBe(201);
  return answer.data.id;
}

/** A team member (internal user) created as the back office does. */
export const addTeamMember = (api: UsersApi, firstName: string, email: string) =>
  createdId(api, 'POST', '/api/users', {
    email,
    firstName,
    lastName: 'Staff',
    organizationId: 'ignored',
    roleId: 'ignored',
    type: 'internal',
  });

export type CustomerFixture = {
  name: string;
  mainContact: { email: string; firstName: string };
  /** The stores, each with brand 1 at its segmentation. */
  stores: { name: string; segmentation: (typeof STORE_SEGMENTATIONS)[number] }[];
  /** The further accounts, by e-mail. */
  users?: string[];
};

/** A customer organization created as the new-customer flow does (its accounts buy for every store). */
export async function addCustomer(api: UsersApi, customer: CustomerFixture): Promise<void> {
  await createdId(api, 'POST', '/api/organizations', {
    organization: {
      name: customer.name,
      address: { type: 'physical', line1: '1 Main St', city: 'Miami', state: 'FL', country: 'US' },
    },
    organizationMainContact: { ...customer.mainContact, lastName: 'Contact', roleId: api.seed.customerRoleId },
    stores: customer.stores.map(({ name, segmentation }) => ({
      name,
      brandFocusType: { storeType: 'monobrand', brandSegmentation: [{ brandId: 1, segmentation }] },
    })),
    users: (customer.users ?? []).map((email) => ({
      email,
      firstName: 'Cus',
      lastName: 'Tomer',
      roleId: api.seed.customerRoleId,
    })),
  });
}

/** The id of the store of that name. */
export async function storeIdNamed(api: UsersApi, name: string): Promise<string> {
  const stores = (await api.call('GET', '/api/stores')).body.data as { id: string; name: string }[];
  return stores.find((store) => store.name === name)!.id;
}

/** The ids of the people list's users, by e-mail. */
export async function userIdsByEmail(api: UsersApi): Promise<Map<string, string>> {
  const people = (await api.call('GET', '/api/users')).body.data as { id: string; email: string }[];
  return new Map(people.map((user) => [user.email, user.id]));
}
