import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilesystemStorage } from './filesystem';
import { createS3Storage } from './s3';
import { type ObjectStorage, readAll } from './storage';

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** The behaviour both drivers share. */
function contract(
  name: string,
  open: () => Promise<{
    storage: ObjectStorage;
    putSigned: (url: string, body: Buffer, headers: Record<string, string>) => Promise<number>;
  }>,
) {
  describe(name, () => {
    let s: Awaited<ReturnType<typeof open>>;
    beforeAll(async () => {
      s = await open();
    });

    it('stores, reads, lists and deletes objects', async () => {
      await s.storage.putObject('metadata/a.json', '{"a":1}', 'application/json');
      expect((await s.storage.headObject('metadata/a.json'))?.size).toBe(7);
      expect((await readAll((await s.storage.getObject('metadata/a.json'))!, 100))!.toString()).toBe('{"a":1}');
      expect((await s.storage.list('metadata/')).map((o) => o.key)).toEqual(['metadata/a.json']);
      await s.storage.deleteObject('metadata/a.json');
      await s.storage.deleteObject('metadata/a.json');
      expect(await s.storage.headObject('metadata/a.json')).toBeNull();
      expect(await s.storage.getObject('metadata/a.json')).toBeNull();
    });

    it('accepts a PUT to a presigned address', async () => {
      const body = Buffer.from('spreadsheet bytes');
      const signed = await s.storage.presignPut('uploads/u1/list.xlsx', {
        contentType: 'application/vnd.ms-excel',
        maxBytes: body.length,
        expiresInSeconds: 60,
        requestOrigin: 'http://localhost',
      });
      expect(signed.expiresAt.getTime()).toBeGreaterThan(Date.now());
      expect(await s.putSigned(signed.url, body, signed.headers)).toBe(200);
      expect((await s.storage.headObject('uploads/u1/list.xlsx'))?.size).toBe(body.length);
    });

    it('refuses keys outside uploads/ and metadata/', async () => {
      await expect(s.storage.putObject('../etc/passwd', 'x', 'x')).rejects.toThrow();
      await expect(
        s.storage.presignPut('uploads/../../x', { contentType: 'x', maxBytes: 1, expiresInSeconds: 1 }),
      ).rejects.toThrow();
    });
  });
}

contract('filesystem driver', async () => {
  const storage = createFilesystemStorage({ rootDir: tmp('lineup-fs-'), secret: 's' });
  return {
    storage,
    putSigned: async (url, body) => {
      const u = new URL(url);
      const key = decodeURIComponent(u.pathname.replace('/storage/', ''));
      const check = await storage.verifySignedPut(key, u.searchParams);
      if (!check.ok) return 403;
      const written = await storage.writeStream(key, [body], check.maxBytes);
      return written.ok ? 200 : 413;
    },
  };
});

describe('filesystem driver signatures', () => {
  it('expires, and refuses altered addresses', async () => {
    let now = Date.now();
    const storage = createFilesystemStorage({ rootDir: tmp('lineup-fs-'), now: () => now });
    const signed = await storage.presignPut('uploads/x/a.xlsx', {
      contentType: 'x',
      maxBytes: 5,
      expiresInSeconds: 60,
    });
    const u = new URL(signed.url, 'http://h');
    expect(await storage.verifySignedPut('uploads/x/a.xlsx', u.searchParams)).toMatchObject({ ok: true, maxBytes: 5 });
    expect(await storage.verifySignedPut('uploads/x/b.xlsx', u.searchParams)).toEqual({ ok: false, reason: 'invalid' });
    const bigger = new URLSearchParams(u.searchParams);
    bigger.set('size', '500');
    expect(await storage.verifySignedPut('uploads/x/a.xlsx', bigger)).toEqual({ ok: false, reason: 'invalid' });
    now += 61_000;
    expect(await storage.verifySignedPut('uploads/x/a.xlsx', u.searchParams)).toEqual({ ok: false, reason: 'expired' });
    expect(await storage.writeStream('uploads/x/a.xlsx', [Buffer.alloc(6)], 5)).toEqual({ ok: false, size: 6 });
    expect(await storage.headObject('uploads/x/a.xlsx')).toBeNull();
  });

  it('keeps its generated signing key across instances', async () => {
    const rootDir = tmp('lineup-fs-');
    const a = await createFilesystemStorage({ rootDir }).presignPut('uploads/k/a.xlsx', {
      contentType: 'x',
      maxBytes: 5,
      expiresInSeconds: 60,
    });
    const b = createFilesystemStorage({ rootDir });
    expect(await b.verifySignedPut('uploads/k/a.xlsx', new URL(a.url, 'http://h').searchParams)).toMatchObject({
      ok: true,
    });
  });
});

describe('filesystem driver signing key', () => {
  /** An address for `key` signed with `secret`, as an attacker holding that secret would make it. */
  function forged(secret: Buffer, key: string, contentType: string) {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const sig = createHmac('sha256', secret).update(`PUT\n${key}\n${expires}\n5\n${contentType}`).digest('hex');
    return new URLSearchParams({ expires: String(expires), size: '5', ct: contentType, sig });
  }

  it.each([
    ['empty', ''],
    ['short', 'abcd'],
    ['not hexadecimal', 'z'.repeat(64)],
  ])('replaces a %s key file with 32 random bytes and never signs with the old one', async (_, content) => {
    const rootDir = tmp('lineup-fs-');
    fs.writeFileSync(path.join(rootDir, '.signing-key'), content);
    const storage = createFilesystemStorage({ rootDir });
    const signed = await storage.presignPut('uploads/k/a.xlsx', {
      contentType: 'application/vnd.ms-excel',
      maxBytes: 5,
      expiresInSeconds: 60,
    });
    const kept = fs.readFileSync(path.join(rootDir, '.signing-key'), 'utf8');
    expect(kept).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(path.join(rootDir, '.signing-key')).mode & 0o777).toBe(0o600);
    expect(
      await storage.verifySignedPut('uploads/k/a.xlsx', new URL(signed.url, 'http://h').searchParams),
    ).toMatchObject({ ok: true });
    const old = Buffer.from(content.trim(), 'hex');
    expect(await storage.verifySignedPut('uploads/k/a.xlsx', forged(old, 'uploads/k/a.xlsx', 'x'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // Another instance over the same folder reads the new key.
    const other = createFilesystemStorage({ rootDir });
    expect(await other.verifySignedPut('uploads/k/a.xlsx', new URL(signed.url, 'http://h').searchParams)).toMatchObject(
      {
        ok: true,
      },
    );
  });
});

describe('S3 driver against s3rver', () => {
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: tmp('lineup-s3-'),
      configureBuckets: [{ name: 'lineup', configs: [] }],
    });
    const { port } = (await server.run()) as unknown as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server.close());

  contract('S3 driver', async () => {
    const storage = createS3Storage({
      bucket: 'lineup',
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    return {
      storage,
      putSigned: async (url, body, headers) =>
        (
          await fetch(url, {
            method: 'PUT',
            body: new Uint8Array(body),
            headers: { ...headers, 'content-length': String(body.length) },
          })
        ).status,
    };
  });

  // s3rver checks a presigned address's expiry but not its V4 signature ("unimplemented" in its
  // source), so a tampered S3 address is AWS's (or the S3-compatible server's) to refuse.
  it('refuses an expired presigned PUT', async () => {
    const storage = createS3Storage({
      bucket: 'lineup',
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const signed = await storage.presignPut('uploads/t/a.xlsx', { contentType: 'x', maxBytes: 3, expiresInSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const answer = await fetch(signed.url, { method: 'PUT', body: 'abc', headers: signed.headers });
    expect(answer.status).toBe(403);
    expect(await storage.headObject('uploads/t/a.xlsx')).toBeNull();
  });
});
