import path from 'node:path';
import { DEFAULT_SEED_ADMIN_EMAIL } from '@lineup/contracts/constants';

/**
 * The one reader of process.env; README.md, "Configuration", lists every variable it reads.
 * Everything is optional: `npm start` works with none of it set.
 */
export type RuntimeConfig = {
  port: number;
  /** Each service's own port when it runs alone (PIM_PORT, USERS_PORT, AUTH_PORT; split deployment). */
  servicePorts: { pim: number; users: number; auth: number };
  /** Where browsers reach the product; the issuer, redirect URI and printed addresses follow it. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: { bucket: string; endpoint: string | undefined; region: string } | undefined;
  envLabel: string;
  seedAdminEmail: string;
  /** On a first start, import the sample line lists and sort them into catalogs (SEED_DEMO_DATA). */
  seedDemoData: boolean;
  /** Origins product images may come from (IMAGE_ORIGINS, comma-separated); none by default. */
  imageOrigins: string[];
  posthogKey: string | undefined;
  posthogHost: string;
  pimUrl: string;
  usersUrl: string;
  authUrl: string;
  logLevel: string;
  /**
   * How many proxies of our own stand in front (TRUST_PROXY_HOPS, default 0): the client address
   * rate limits count is the socket's peer with 0, else the N-th X-Forwarded-For entry from the
   * right; above 0 the proxies' X-Forwarded-Proto and -Host are trusted too.
   */
  trustProxyHops: number;
  /** The PostgreSQL pool of each process (DATABASE_URL only; the embedded database has one connection). */
  databasePool: DatabasePoolSettings;
  /** How long a stopping server lets its requests in progress finish (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
};

export type DatabasePoolSettings = {
  /** Connections of the pool (DATABASE_POOL_SIZE, default 10). */
  size: number;
  /** The longest one SQL statement may run before PostgreSQL cancels it (DATABASE_STATEMENT_TIMEOUT_MS; 0: no limit). */
  statementTimeoutMs: number;
  /** The longest a request waits for a free connection before it is answered 503 (DATABASE_POOL_WAIT_MS). */
  waitMs: number;
};

function readWholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = (env[name] ?? '').trim();
  if (text === '') return fallback;
  const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min)) throw new Error(`${name} must be a whole number of at least ${min}, got "${env[name]}"`);
  return value;
}

function trimSlash(url: string) {
  return url.replace(/\/+$/, '');
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  const port = Number.parseInt(value ?? String(fallback), 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a number between 0 and 65535, got "${value}"`);
  }
  return port;
}

/**
 * The environment a child process of ours starts with: the parent's without NODE_OPTIONS, so the
 * parent's loader hooks and test runners' flags stay out of it.
 */
export function childProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _ignored, ...rest } = env;
  return rest;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const port = readPort(env, 'PORT', 3000);
  const publicUrl = trimSlash(env.PUBLIC_URL || `http://localhost:${port}`);
  const smtpUrl = env.SMTP_URL || undefined;
  const authUrl = trimSlash(env.AUTH_URL || publicUrl);
  const trustProxyHops = readTrustProxyHops(env.TRUST_PROXY_HOPS);
  refuseUnsafeDeployment({ publicUrl, authUrl, smtpUrl, trustProxyHops });
  return {
    port,
    servicePorts: {
      pim: readPort(env, 'PIM_PORT', 3001),
      users: readPort(env, 'USERS_PORT', 3002),
      auth: readPort(env, 'AUTH_PORT', 3003),
    },
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Lineup <no-reply@lineup.local>',
    s3: env.S3_BUCKET
      ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT || undefined, region: env.S3_REGION || 'us-east-1' }
      : undefined,
    envLabel: env.ENV_LABEL ?? '',
    seedAdminEmail: (env.SEED_ADMIN_EMAIL || DEFAULT_SEED_ADMIN_EMAIL).trim().toLowerCase(),
    seedDemoData: !['false', '0', 'no', 'off'].includes((env.SEED_DEMO_DATA ?? 'true').trim().toLowerCase()),
    imageOrigins: (env.IMAGE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    posthogKey: env.POSTHOG_KEY || undefined,
    posthogHost: trimSlash(env.POSTHOG_HOST || 'https://us.i.posthog.com'),
    pimUrl: trimSlash(env.PIM_URL || publicUrl),
    usersUrl: trimSlash(env.USERS_URL || publicUrl),
    authUrl,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxyHops,
    databasePool: {
      size: readWholeNumber(env, 'DATABASE_POOL_SIZE', 10, 1),
      statementTimeoutMs: readWholeNumber(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 60_000, 0),
      waitMs: readWholeNumber(env, 'DATABASE_POOL_WAIT_MS', 5_000, 1),
    },
    shutdownGraceMs: readWholeNumber(env, 'SHUTDOWN_GRACE_MS', 10_000, 0),
  };
}

function readTrustProxyHops(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  const hops = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(hops)) {
    throw new Error(`TRUST_PROXY_HOPS must be a whole number of proxies (0 for none), got "${value}"`);
  }
  return hops;
}

const isHttps = (url: string) => url.toLowerCase().startsWith('https:');

/**
 * Settings a public deployment must not run with. Over https without SMTP_URL every login code
 * would go to the server log instead of to the person. This server speaks plain HTTP, so an https
 * address means a TLS-terminating proxy in front: without TRUST_PROXY_HOPS the sign-in's secure
 * cookies could not be set, and every visitor would share the proxy's address in rate limits.
 */
function refuseUnsafeDeployment(config: {
  publicUrl: string;
  authUrl: string;
  smtpUrl: string | undefined;
  trustProxyHops: number;
}) {
  if (isHttps(config.publicUrl) && !config.smtpUrl) {
    throw new Error(
      `PUBLIC_URL is https (${config.publicUrl}) but SMTP_URL is not set: login codes would be written to the log instead of e-mailed. Set SMTP_URL (e.g. smtp://user:pass@mail:587).`,
    );
  }
  if ((isHttps(config.publicUrl) || isHttps(config.authUrl)) && config.trustProxyHops === 0) {
    throw new Error(
      'PUBLIC_URL or AUTH_URL is https, so a TLS-terminating proxy is in front of this server, but TRUST_PROXY_HOPS is 0. Set TRUST_PROXY_HOPS to the number of proxies that append to X-Forwarded-For (usually 1).',
    );
  }
}
