import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { IMAGE_MAX_BYTES, IMAGE_ZIP_MAX_EXPANDED_BYTES, IMAGE_ZIP_MAX_FILES } from '@lineup/contracts/images';
import yauzl from 'yauzl';
import type { Expanded, ZipEntry, ZipRefusal } from './image-process-messages';

class Refused extends Error {
  constructor(readonly refusal: ZipRefusal['reason']) {
    super(refusal);
  }
}

/** Folders, and what file managers leave beside the pictures (macOS's __MACOSX, dot files). */
const isNoise = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || path.posix.basename(name).startsWith('.');

/** A name that would land outside the folder it is taken into. */
const leavesRoot = (name: string) =>
  name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..');

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    ),
  );

const readStreamOf = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream))),
  );

/**
 * Takes a .zip's pictures out into `into`, one file per entry, refusing the whole .zip when it
 * names a path outside its folder, holds another .zip, holds more than IMAGE_ZIP_MAX_FILES files
 * or expands past IMAGE_ZIP_MAX_EXPANDED_BYTES. An entry larger than IMAGE_MAX_BYTES is refused on
 * its own and not taken out. yauzl checks each entry's real size against the one it declares.
 */
export async function expandZip(file: string, into: string): Promise<Expanded> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    return { ok: false, reason: 'zipUnreadable' };
  }
  const entries: ZipEntry[] = [];
  let expanded = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = Buffer.isBuffer(entry.fileName) ? entry.fileName.toString('utf8') : String(entry.fileName);
        void (async () => {
          if (leavesRoot(name)) throw new Refused('zipOutsideRoot');
          if (isNoise(name)) return;
          if (/\.zip$/i.test(name)) throw new Refused('zipNested');
          if (entries.length >= IMAGE_ZIP_MAX_FILES) throw new Refused('zipTooManyFiles');
          const shown = path.posix.basename(name);
          if (entry.uncompressedSize > IMAGE_MAX_BYTES) {
            entries.push({ name: shown, refusal: 'tooLarge' });
            return;
          }
          expanded += entry.uncompressedSize;
          if (expanded > IMAGE_ZIP_MAX_EXPANDED_BYTES) throw new Refused('zipTooLarge');
          const target = path.join(into, String(entries.length));
          await pipeline(await readStreamOf(zip, entry), fs.createWriteStream(target));
          entries.push({ name: shown, path: target, size: entry.uncompressedSize });
        })().then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } catch (error) {
    return { ok: false, reason: error instanceof Refused ? error.refusal : 'zipUnreadable' };
  } finally {
    zip.close();
  }
  return { ok: true, entries };
}
