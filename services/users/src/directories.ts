/**
 * The users service's one interface to the other services: what the PIM and the auth issuer may
 * know of people, organizations and stores, as read-only directories. Their production code imports
 * this module only, never the service's domain/ or db/ folders (a lint rule holds them to it), so
 * the users schema can change behind these types without touching another service.
 */
import { createDatabase, type SqlConnection } from '@lineup/server-kit/db';
import type { UsersDb } from './db/database';
import { openUsersDatabase } from './db/database';
import * as schema from './db/schema';
import { lookupApiPrincipal } from './domain/api-principals';
import { type CustomerDirectory, createCustomerDirectory } from './domain/customer-directory';
import { createOrderStoreDirectory, type OrderStoreDirectory } from './domain/order-store-directory';
import { createSignInDirectory, type SignInDirectory } from './domain/sign-in-directory';

export type { CustomerDirectory, DirectoryStore } from './domain/customer-directory';
export { DEMO_BUYER_EMAILS } from './domain/demo-seed';
export {
  type OrderingStore,
  type OrderStoreDirectory,
  shippingAddressesOf,
  shippingAddressId,
} from './domain/order-store-directory';
export { mayUseBackOffice, mayUsePortal, type SignInAccount, type SignInDirectory } from './domain/sign-in-directory';

export type UserDirectories = {
  /** Who a token's subject is, and what they may do (the API's access check). */
  principals: ReturnType<typeof lookupApiPrincipal>;
  /** Customers' organizations, stores and buyers, and the stores a customer buys for. */
  customers: CustomerDirectory;
  /** The store an order is for: its names and its shipping addresses. */
  orderStores: OrderStoreDirectory;
  /** Who may sign in to which app. */
  signIn: SignInDirectory;
};

/** The directories over an open users database handle (the one-process server, tests). */
export function userDirectories(db: UsersDb): UserDirectories {
  return {
    principals: lookupApiPrincipal(db),
    customers: createCustomerDirectory(db),
    orderStores: createOrderStoreDirectory(db),
    signIn: createSignInDirectory(db),
  };
}

/**
 * The directories of a service that shares the users service's database. `migrate: false` only
 * reads the users schema, which the users service owns and migrates (it must have started once);
 * `migrate: true` brings the schema up to date first, for a service that may start before it.
 */
export async function openUserDirectories(
  connection: SqlConnection,
  { migrate }: { migrate: boolean },
): Promise<UserDirectories> {
  const db = migrate ? await openUsersDatabase(connection) : createDatabase(connection, schema);
  return userDirectories(db);
}
