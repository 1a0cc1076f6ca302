import { OWNERSHIP_VALUES } from '@lineup/contracts/constants';
import type { BrandFocusType } from '@lineup/contracts/stores';
import type { Address } from '@lineup/contracts/users';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The users service's tables, in its own PostgreSQL schema. */
export const usersSchema = pgSchema('users');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const organizations = usersSchema.table(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: ['internal', 'external'] }).notNull(),
    status: text('status').notNull().default('active'),
    address: jsonb('address').$type<Address | null>(),
    discounts: jsonb('discounts').$type<Record<string, number>>().notNull().default({}),
    mainContactUserId: uuid('main_contact_user_id'),
    ...timestamps,
  },
  (t) => [index('organizations_name_idx').on(sql`lower(${t.name})`)],
);

export const roles = usersSchema.table(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: ['internal', 'external'] })
      .notNull()
      .default('internal'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_name_type_unique').on(sql`lower(${t.name})`, t.type)],
);

export const users = usersSchema.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    type: text('type', { enum: ['internal', 'external'] }).notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    privileges: jsonb('privileges').$type<string[]>().notNull().default([]),
    revision: integer('revision').notNull().default(1),
    ...timestamps,
  },
  // E-mails are unique without regard to case.
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const organizationMemberships = usersSchema.table(
  'organization_memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);

export const businessStores = usersSchema.table(
  'business_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    description: text('description'),
    addresses: jsonb('addresses').$type<Address[]>().notNull().default([]),
    mainContactUserId: uuid('main_contact_user_id').references(() => users.id),
    brandFocusType: jsonb('brand_focus_type')
      .$type<BrandFocusType>()
      .notNull()
      .default({ storeType: 'monobrand', brandSegmentation: [] }),
    logoUrl: text('logo_url').notNull(),
    /** Partner, owned or wholesale account; none until staff set it. */
    ownership: text('ownership', { enum: OWNERSHIP_VALUES }),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    revision: integer('revision').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('business_stores_organization_idx').on(t.organizationId),
    check(
      'business_stores_ownership_check',
      sql`${t.ownership} is null or ${t.ownership} in (${sql.raw(OWNERSHIP_VALUES.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

/** The customer accounts (external members of the store's organization) who buy for a store. */
export const storeUsers = usersSchema.table(
  'store_users',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => businessStores.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  // The customer portal looks up the stores of one account.
  (t) => [primaryKey({ columns: [t.storeId, t.userId] }), index('store_users_user_idx').on(t.userId)],
);

/** Staff who look after a store for the business: active internal users, any number per store. */
export const storeAccountManagers = usersSchema.table(
  'store_account_managers',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => businessStores.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] }), index('store_account_managers_user_idx').on(t.userId)],
);
