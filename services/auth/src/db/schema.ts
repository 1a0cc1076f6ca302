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

/**
 * One-time login codes: stored only as a hash; single use; limited tries; 10 minutes. Each belongs
 * to one sign-in in progress (the provider's interaction): its e-mail is the address the code was
 * asked for there, and the code step takes the e-mail from here, never from the form.
 */
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
    index('login_codes_interaction_idx').on(t.interactionUid, t.createdAt),
    index('login_codes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Codes sent (one row per mail attempted), counted per sign-in (interaction and e-mail) for its
 * quota and per e-mail across all sign-ins for the mail backoff.
 */
export const codeRequests = authSchema.table(
  'code_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    /** The sign-in the code was sent for (empty only on rows older than this column). */
    interactionUid: text('interaction_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('code_requests_email_idx').on(t.email, t.createdAt),
    index('code_requests_interaction_idx').on(t.interactionUid, t.email),
    index('code_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Rate-limit hits per client address bucket and action ('authorize', 'code_request',
 * 'code_verify'): a sliding-window log shared by every instance. Refused requests are not written,
 * so the table holds at most each action's limit per address and window.
 */
export const rateLimitHits = authSchema.table(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_hits_key_idx').on(t.action, t.clientAddress, t.createdAt),
    index('rate_limit_hits_created_idx').on(t.createdAt),
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
