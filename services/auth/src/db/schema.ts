import { index, integer, jsonb, pgSchema, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The auth service's tables, in its own PostgreSQL schema. */
export const authSchema = pgSchema('auth');

/** oidc-provider's storage: one row per (model, id) with the payload as JSON. */
export const oidcPayloads = authSchema.table(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** One-time login codes: stored only as a hash; single use; limited tries; 10 minutes. */
export const loginCodes = authSchema.table(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    interactionUid: text('interaction_uid').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_codes_email_idx').on(t.email, t.interactionUid),
    index('login_codes_expires_idx').on(t.expiresAt),
  ],
);

/** Code requests, counted per e-mail and per client address for rate limiting. */
export const codeRequests = authSchema.table(
  'code_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('code_requests_email_idx').on(t.email, t.createdAt),
    index('code_requests_addr_idx').on(t.clientAddress, t.createdAt),
    index('code_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Secrets the service generates on first start and shares between restarts and instances:
 * 'signing-keys' (private JWKs that sign tokens), 'cookie-keys' (keys that sign the provider's
 * cookies). The first instance to start inserts them; the others read what it wrote.
 */
export const serviceSecrets = authSchema.table('service_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
