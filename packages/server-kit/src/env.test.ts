import { DEFAULT_SEED_ADMIN_EMAIL } from '@lineup/contracts/constants';
import { describe, expect, test } from 'vitest';
import { childProcessEnv, readConfig } from './env';

describe('readConfig', () => {
  test('TRUST_PROXY_HOPS defaults to 0 and takes a whole number', () => {
    expect(readConfig({}).trustProxyHops).toBe(0);
    expect(readConfig({ TRUST_PROXY_HOPS: '' }).trustProxyHops).toBe(0);
    expect(readConfig({ TRUST_PROXY_HOPS: ' 2 ' }).trustProxyHops).toBe(2);
  });

  test.each(['-1', '1.5', 'yes', 'true', '999'])('TRUST_PROXY_HOPS=%j is refused with a clear message', (value) => {
    expect(() => readConfig({ TRUST_PROXY_HOPS: value })).toThrow(
      `TRUST_PROXY_HOPS must be a whole number of proxies (0 for none), got "${value}"`,
    );
  });

  test('an https PUBLIC_URL without SMTP_URL is refused: codes would only reach the log', () => {
    expect(() => readConfig({ PUBLIC_URL: 'https://lineup.example.com', TRUST_PROXY_HOPS: '1' })).toThrow(
      /PUBLIC_URL is https \(https:\/\/lineup\.example\.com\) but SMTP_URL is not set/,
    );
    expect(() => readConfig({ PUBLIC_URL: 'HTTPS://lineup.example.com', TRUST_PROXY_HOPS: '1' })).toThrow(
      /SMTP_URL is not set/,
    );
  });

  test('an https PUBLIC_URL or AUTH_URL needs TRUST_PROXY_HOPS: a TLS proxy is in front', () => {
    const smtp = { SMTP_URL: 'smtp://mail:587' };
    expect(() => readConfig({ ...smtp, PUBLIC_URL: 'https://lineup.example.com' })).toThrow(/TRUST_PROXY_HOPS is 0/);
    expect(() => readConfig({ ...smtp, AUTH_URL: 'https://auth.example.com' })).toThrow(/TRUST_PROXY_HOPS is 0/);
  });

  test('https with SMTP_URL and a proxy hop starts; plain http needs neither', () => {
    const config = readConfig({
      PUBLIC_URL: 'https://lineup.example.com/',
      SMTP_URL: 'smtp://mail:587',
      TRUST_PROXY_HOPS: '1',
    });
    expect(config).toMatchObject({ publicUrl: 'https://lineup.example.com', smtpUrl: 'smtp://mail:587' });
    expect(config.trustProxyHops).toBe(1);
    expect(readConfig({ PUBLIC_URL: 'http://lineup.internal:8080' }).smtpUrl).toBeUndefined();
  });

  test('each service alone has its own port: PIM_PORT, USERS_PORT, AUTH_PORT (3001 to 3003 by default)', () => {
    expect(readConfig({}).servicePorts).toEqual({ pim: 3001, users: 3002, auth: 3003 });
    expect(readConfig({ PIM_PORT: '4001', USERS_PORT: '4002', AUTH_PORT: '4003' }).servicePorts).toEqual({
      pim: 4001,
      users: 4002,
      auth: 4003,
    });
    expect(() => readConfig({ USERS_PORT: 'abc' })).toThrow(
      'USERS_PORT must be a number between 0 and 65535, got "abc"',
    );
    expect(() => readConfig({ PORT: '70000' })).toThrow('PORT must be a number between 0 and 65535, got "70000"');
  });

  test('the first administrator defaults to the shared seed address, trimmed and in lower case', () => {
    expect(readConfig({}).seedAdminEmail).toBe(DEFAULT_SEED_ADMIN_EMAIL);
    expect(readConfig({ SEED_ADMIN_EMAIL: ' Boss@Example.COM ' }).seedAdminEmail).toBe('boss@example.com');
  });

  test('the database pool and the shutdown grace have defaults and take whole numbers', () => {
    expect(readConfig({})).toMatchObject({
      databasePool: { size: 10, statementTimeoutMs: 60_000, waitMs: 5_000 },
      shutdownGraceMs: 10_000,
    });
    const config = readConfig({
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_POOL_WAIT_MS: ' 250 ',
      SHUTDOWN_GRACE_MS: '30000',
    });
    expect(config).toMatchObject({
      databasePool: { size: 25, statementTimeoutMs: 0, waitMs: 250 },
      shutdownGraceMs: 30_000,
    });
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number of at least 1, got "0"',
    );
    expect(() => readConfig({ SHUTDOWN_GRACE_MS: '5s' })).toThrow(
      'SHUTDOWN_GRACE_MS must be a whole number of at least 0, got "5s"',
    );
  });
});

describe('childProcessEnv', () => {
  test("passes the parent's variables on without NODE_OPTIONS", () => {
    expect(childProcessEnv({ NODE_OPTIONS: '--import tsx', DATA_DIR: '/data', PATH: '/bin' })).toEqual({
      DATA_DIR: '/data',
      PATH: '/bin',
    });
  });
});
