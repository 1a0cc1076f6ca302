import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** Test helpers: a zip's entries in stored order, and a minimal zip writer (deflate). */

export type TestZipEntry = { name: string; data: Buffer; lieAboutSize?: boolean };

/** The entries of a zip, in the order its central directory lists them, inflated. */
export function unzipEntries(zip: Buffer): TestZipEntry[] {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const out: TestZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressedSize);
    out.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    offset += 46 + skip;
  }
  return out;
}

/** A zip entry already deflated: its bytes as stored, the size and CRC-32 its header declares. */
type DeflatedZipEntry = { name: string; compressed: Buffer; size: number; crc?: number };

/**
 * The bytes of a zip (deflate) holding entries already deflated, each declaring the size and CRC-32
 * it is given (no CRC: 0), so that a test can make an entry lie about what it holds.
 */
export function zipOfDeflated(entries: DeflatedZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { compressed, size, crc = 0, ...entry } of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal zip writer (deflate, no CRC), able to lie about an entry's size like a crafted bomb does. */
export function zip(entries: TestZipEntry[]): Buffer {
  return zipOfDeflated(
    entries.map((entry) => ({
      name: entry.name,
      compressed: deflateRawSync(entry.data),
      size: entry.lieAboutSize ? 1000 : entry.data.length,
    })),
  );
}
