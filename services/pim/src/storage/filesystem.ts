import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { signingKey } from './signing-key';
import {
  assertValidKey,
  type ObjectStorage,
  type PresignedPut,
  type PresignPutOptions,
  type StoredObject,
} from './storage';

export type FilesystemStorageOptions = {
  /** The folder holding uploads/ and metadata/ (default DATA_DIR/storage). */
  rootDir: string;
  /** The HMAC key of the PUT addresses; by default one kept in rootDir/.signing-key (0600). */
  secret?: string;
  /** The PIM service's public base URL (PIM_URL); otherwise the caller's origin. */
  publicUrl?: string;
  now?: () => number;
};

export type SignedPutCheck =
  | { ok: true; key: string; maxBytes: number; contentType: string }
  | { ok: false; reason: 'expired' | 'invalid' };

export type FilesystemStorage = ObjectStorage & {
  readonly kind: 'filesystem';
  /** Checks a PUT /storage/<key>?expires&size&ct&sig request. */
  verifySignedPut(key: string, query: URLSearchParams): Promise<SignedPutCheck>;
  /** Writes a stream to key atomically; false (and nothing written) past maxBytes. */
  writeStream(
    key: string,
    body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    maxBytes: number,
  ): Promise<{ ok: boolean; size: number }>;
};

/** The filesystem driver: the PIM app itself serves the signed, expiring, size-limited PUTs. */
export function createFilesystemStorage(options: FilesystemStorageOptions): FilesystemStorage {
  const root = path.resolve(options.rootDir);
  const now = options.now ?? Date.now;
  let secretPromise: Promise<Buffer> | undefined;

  const secret = () => {
    secretPromise ??= options.secret ? Promise.resolve(Buffer.from(options.secret)) : signingKey(root);
    return secretPromise;
  };

  const sign = async (key: string, expires: number, size: number, contentType: string) =>
    createHmac('sha256', await secret())
      .update(`PUT\n${key}\n${expires}\n${size}\n${contentType}`)
      .digest('hex');

  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function writeAtomically(key: string, write: (tmp: string) => Promise<boolean>) {
    const target = fileOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (!(await write(tmp))) return false;
      await fsp.rename(tmp, target);
      return true;
    } finally {
      await fsp.rm(tmp, { force: true });
    }
  }

  return {
    kind: 'filesystem',

    async presignPut(key: string, opts: PresignPutOptions): Promise<PresignedPut> {
      assertValidKey(key);
      const expires = Math.floor(now() / 1000) + opts.expiresInSeconds;
      const sig = await sign(key, expires, opts.maxBytes, opts.contentType);
      const base = (options.publicUrl ?? opts.requestOrigin ?? '').replace(/\/+$/, '');
      const query = new URLSearchParams({
        expires: String(expires),
        size: String(opts.maxBytes),
        ct: opts.contentType,
        sig,
      });
      const encodedKey = key.split('/').map(encodeURIComponent).join('/');
      return {
        url: `${base}/storage/${encodedKey}?${query}`,
        headers: { 'content-type': opts.contentType },
        expiresAt: new Date(expires * 1000),
      };
    },

    async verifySignedPut(key, query): Promise<SignedPutCheck> {
      const expires = Number(query.get('expires'));
      const size = Number(query.get('size'));
      const contentType = query.get('ct') ?? '';
      const sig = query.get('sig') ?? '';
      try {
        assertValidKey(key);
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (!Number.isInteger(expires) || !Number.isInteger(size) || size < 0 || !/^[0-9a-f]{64}$/.test(sig)) {
        return { ok: false, reason: 'invalid' };
      }
      const expected = Buffer.from(await sign(key, expires, size, contentType), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { ok: false, reason: 'invalid' };
      if (expires * 1000 < now()) return { ok: false, reason: 'expired' };
      return { ok: true, key, maxBytes: size, contentType };
    },

    async writeStream(key, body, maxBytes) {
      let size = 0;
      const ok = await writeAtomically(key, async (tmp) => {
        const handle = await fsp.open(tmp, 'w');
        try {
          for await (const chunk of body) {
            size += chunk.byteLength;
            if (size > maxBytes) return false;
            await handle.write(chunk);
          }
          await handle.sync();
          return true;
        } finally {
          await handle.close();
        }
      });
      return { ok, size };
    },

    async putObject(key, body) {
      await writeAtomically(key, async (tmp) => {
        await fsp.writeFile(tmp, body);
        return true;
      });
    },

    async getObject(key): Promise<Readable | null> {
      const file = fileOf(key);
      try {
        const handle = await fsp.open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async headObject(key) {
      try {
        const stat = await fsp.stat(fileOf(key));
        return stat.isFile() ? { size: stat.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async deleteObject(key) {
      const file = fileOf(key);
      await fsp.rm(file, { force: true });
      // Remove the now empty uploads/<uuid>/ folder.
      const dir = path.dirname(file);
      if (dir !== root && path.dirname(dir) !== root) await fsp.rmdir(dir).catch(() => {});
    },

    async list(prefix): Promise<StoredObject[]> {
      const base = path.join(root, ...prefix.split('/').filter(Boolean));
      const out: StoredObject[] = [];
      async function walk(dir: string) {
        let entries: fs.Dirent[];
        try {
          entries = await fsp.readdir(dir, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) await walk(full);
          else if (entry.isFile()) {
            const stat = await fsp.stat(full);
            out.push({
              key: path.relative(root, full).split(path.sep).join('/'),
              size: stat.size,
              lastModified: stat.mtime,
            });
          }
        }
      }
      await walk(base);
      return out;
    },
  };
}
