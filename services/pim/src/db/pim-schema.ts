import { pgSchema, timestamp } from 'drizzle-orm/pg-core';

/** The PIM service's tables, in its own PostgreSQL schema. */
export const pimSchema = pgSchema('pim');

/** When a row was created and last changed, as most tables keep them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
