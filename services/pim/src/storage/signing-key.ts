import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** The signing key's length: 32 random bytes, kept as 64 hexadecimal digits. */
const SIGNING_KEY_BYTES = 32;

async function readSigningKey(file: string): Promise<Buffer | 'missing' | 'unusable'> {
  let text: string;
  try {
    text = (await fsp.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  return new RegExp(`^[0-9a-fA-F]{${SIGNING_KEY_BYTES * 2}}$`).test(text) ? Buffer.from(text, 'hex') : 'unusable';
}

/**
 * The key kept in rootDir/.signing-key (0600). A key that is not 32 bytes (an empty or cut file, a
 * hand-edited one) never signs: a new random one replaces it, which voids the addresses it signed.
 */
export async function signingKey(root: string): Promise<Buffer> {
  await fsp.mkdir(root, { recursive: true });
  const file = path.join(root, '.signing-key');
  const found = await readSigningKey(file);
  if (Buffer.isBuffer(found)) return found;
  const key = randomBytes(SIGNING_KEY_BYTES);
  if (found === 'missing') {
    try {
      await fsp.writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process created it first: its key is the one.
      const theirs = await readSigningKey(file);
      if (Buffer.isBuffer(theirs)) return theirs;
    }
  }
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fsp.writeFile(tmp, key.toString('hex'), { mode: 0o600 });
  await fsp.rename(tmp, file);
  return key;
}
