import { describe, expect, test } from 'vitest';
import { readConfig } from './env';

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
});
