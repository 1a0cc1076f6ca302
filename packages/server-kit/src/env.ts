import path from 'node:path';

/**
 * The one reader of process.env (ARCHITECTURE.md, "Configuration").
 * Everything is optional: `npm start` works with none of it set.
 */
export type RuntimeConfig = {
  port: number;
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
  cookieSecret: string | undefined;
};

function trimSlash(url: string) {
  return url.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a number between 0 and 65535, got "${env.PORT}"`);
  }
  const publicUrl = trimSlash(env.PUBLIC_URL || `http://localhost:${port}`);
  return {
    port,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Lineup <no-reply@lineup.local>',
    s3: env.S3_BUCKET
      ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT || undefined, region: env.S3_REGION || 'us-east-1' }
      : undefined,
    envLabel: env.ENV_LABEL ?? '',
    seedAdminEmail: (env.SEED_ADMIN_EMAIL || 'admin@lineup.local').trim().toLowerCase(),
    seedDemoData: !['false', '0', 'no', 'off'].includes((env.SEED_DEMO_DATA ?? 'true').trim().toLowerCase()),
    imageOrigins: (env.IMAGE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    posthogKey: env.POSTHOG_KEY || undefined,
    posthogHost: trimSlash(env.POSTHOG_HOST || 'https://us.i.posthog.com'),
    pimUrl: trimSlash(env.PIM_URL || publicUrl),
    usersUrl: trimSlash(env.USERS_URL || publicUrl),
    authUrl: trimSlash(env.AUTH_URL || publicUrl),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    cookieSecret: env.COOKIE_SECRET || undefined,
  };
}
