import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { hostNameOf, redirectToPublicHost } from './public-host';

function webApp(trustProxyHops = 0) {
  const app = new Hono();
  app.use(redirectToPublicHost({ publicUrl: 'http://localhost:3000', trustProxyHops }));
  app.get('/healthz', (c) => c.text('ok'));
  app.all('*', (c) => c.text('page'));
  return app;
}

const get = (app: Hono, path: string, headers: Record<string, string>, method = 'GET') =>
  app.request(`http://ignored${path}`, { method, headers });

describe('pages only on PUBLIC_URL’s host name', () => {
  it('sends a page asked for by another name to the same path and query on PUBLIC_URL', async () => {
    for (const host of ['127.0.0.1:3000', 'build-7.example.internal:3000', '[::1]:3000']) {
      const answer = await get(webApp(), '/home/catalogs?tab=draft', { host });
      expect(answer.status).toBe(308);
      expect(answer.headers.get('location')).toBe('http://localhost:3000/home/catalogs?tab=draft');
    }
    expect((await get(webApp(), '/', { host: '127.0.0.1:3000' }, 'HEAD')).status).toBe(308);
  });

  it('serves PUBLIC_URL’s name in any case and behind a proxy that drops the port', async () => {
    for (const host of ['localhost:3000', 'LocalHost:3000', 'localhost', 'localhost:8080']) {
      const answer = await get(webApp(), '/portal', { host });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('page');
    }
  });

  it('answers health checks and writes on any name', async () => {
    expect((await get(webApp(), '/healthz', { host: '10.0.0.7:3000' })).status).toBe(200);
    expect((await get(webApp(), '/api/brands', { host: '127.0.0.1:3000' }, 'POST')).status).toBe(200);
  });

  it('reads X-Forwarded-Host only from proxies it trusts', async () => {
    const forwarded = { host: 'pim-7:3001', 'x-forwarded-host': 'localhost:3000' };
    expect((await get(webApp(1), '/home', forwarded)).status).toBe(200);
    expect((await get(webApp(1), '/home', { host: 'localhost', 'x-forwarded-host': '127.0.0.1' })).status).toBe(308);
    expect((await get(webApp(0), '/home', { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' })).status).toBe(
      200,
    );
  });

  it('reads a host name from a Host header', () => {
    expect(hostNameOf('LOCALHOST:3000')).toBe('localhost');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf(undefined)).toBeUndefined();
    expect(hostNameOf('bad host')).toBeUndefined();
  });
});
