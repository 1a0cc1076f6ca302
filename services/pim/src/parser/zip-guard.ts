import { pipeline, type Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { uploadMessages } from '@lineup/contracts/messages';
import { UPLOAD_MAX_EXPANDED_BYTES } from '@lineup/contracts/upload-limits';
import { FileProblem } from './errors';

export type SpreadsheetFormat = 'xlsx' | 'xls';
/** An uploaded file that passed checkSpreadsheet: its bytes and the format they are in. */
export type CheckedSpreadsheet = { buffer: Buffer; format: SpreadsheetFormat };

/** The format by its first bytes: a zip (.xlsx) or an OLE2 compound file (.xls); null otherwise. */
export function sniffFormat(head: Buffer): SpreadsheetFormat | null {
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    return 'xls';
  }
  return null;
}

/** A zip entry as its central directory describes it. */
export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

/** The entries listed in a zip's central directory (in stored order); null when it has none readable. */
export function zipEntries(zip: Buffer): ZipEntry[] | null {
  const min = Math.max(0, zip.length - 65_557);
  let eocd = -1;
  for (let i = zip.length - 22; i >= min; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) return null;
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.push({ name, method, compressedSize, size, localOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * An entry's stored bytes (compressed as its method says), found through its local header; the
 * sizes are the central directory's, so entries written with a trailing data descriptor read too.
 * Null when the local header is not where the central directory says or the data runs past the end.
 */
export function zipEntryData(zip: Buffer, entry: ZipEntry): Buffer | null {
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return null;
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + entry.compressedSize > zip.length) return null;
  return zip.subarray(start, start + entry.compressedSize);
}

/**
 * What a file's parts really expand to, counted as the readers inflate them, against one budget
 * for the whole file: a part that declares a few bytes and inflates to gigabytes (a zip bomb) is
 * stopped at the budget with "expands too much", and a part no reader opens is never inflated.
 * Counting while reading, rather than inflating every part once beforehand only to count it,
 * keeps that pass off the time between the upload and its first staged rows.
 */
export function expansionBudget(maxExpanded = UPLOAD_MAX_EXPANDED_BYTES) {
  let left = maxExpanded;
  return {
    /** A part's bytes (inflated when deflated) as a stream that fails once the file's budget is spent. */
    open(entry: ZipEntry, data: Buffer): Readable {
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          left -= chunk.length;
          if (left < 0) done(new FileProblem(uploadMessages.expandsTooMuch, 413));
          else done(null, chunk);
        },
      });
      if (entry.method === 0) {
        counted.end(data);
        return counted;
      }
      const inflate = createInflateRaw();
      // Data that does not inflate fails the counted stream its reader reads; a reader that stops
      // early stops the inflating too.
      pipeline(inflate, counted, () => {});
      inflate.end(data);
      return counted;
    },
  };
}

/**
 * The chunks an entry is inflated in to be counted: zlib's default 16 KB makes a 26 MB worksheet
 * 1,600 round trips through the thread pool, and the count three times as long.
 */
const COUNTING_CHUNK_BYTES = 256 * 1024;

/** Inflates an entry only to count its bytes, stopping as soon as the budget is spent. */
function countInflated(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: COUNTING_CHUNK_BYTES });
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', reject);
    inflate.end(data);
  });
}

/** Worksheets: counted as the reader inflates them (expansionBudget), not by guardXlsx. */
const WORKSHEET = /^xl\/worksheets\//i;

/**
 * Checks an .xlsx before any parser sees it: a readable zip holding a workbook, whose entries
 * declare at most `maxExpanded` bytes in all, each found where the central directory says and
 * stored or deflated, and whose entries other than the worksheets really expand (inflated on the
 * thread pool only to be counted) to at most `maxExpanded` bytes. Those entries are small in a
 * real file (the 50,000-row line list's shared strings, styles and the rest inflate in a few
 * milliseconds; its sheet took 45 ms), and the reader keeps some of them whole (the shared
 * strings), so a lying one is refused before any parser holds it. The worksheet the reader opens
 * is counted as it is inflated and parsed (expansionBudget), within the sheet's row and column
 * bounds; the others are never inflated.
 */
export async function guardXlsx(zip: Buffer, fileName: string, maxExpanded = UPLOAD_MAX_EXPANDED_BYTES): Promise<void> {
  const entries = zipEntries(zip);
  if (!entries?.some((e) => e.name === 'xl/workbook.xml')) {
    throw new FileProblem(uploadMessages.notASpreadsheet(fileName));
  }
  let declared = 0;
  for (const entry of entries) declared += entry.size;
  if (declared > maxExpanded) throw new FileProblem(uploadMessages.expandsTooMuch, 413);
  let actual = 0;
  for (const entry of entries) {
    const data = zipEntryData(zip, entry);
    if (!data || (entry.method !== 0 && entry.method !== 8)) {
      throw new FileProblem(uploadMessages.notASpreadsheet(fileName));
    }
    if (WORKSHEET.test(entry.name)) continue;
    if (entry.method === 0) actual += data.length;
    else {
      try {
        actual += await countInflated(data, maxExpanded - actual);
      } catch {
        throw new FileProblem(uploadMessages.notASpreadsheet(fileName));
      }
    }
    if (actual > maxExpanded) throw new FileProblem(uploadMessages.expandsTooMuch, 413);
  }
}

/**
 * An uploaded file's checks before any parser reads it: the format from its first bytes (it must
 * be the one its name says), and for an .xlsx its zip's directory and the real size of its
 * entries but the worksheets (guardXlsx).
 */
export async function checkSpreadsheet(
  file: { bytes: Uint8Array; fileName: string; extension: SpreadsheetFormat },
  maxExpanded = UPLOAD_MAX_EXPANDED_BYTES,
): Promise<CheckedSpreadsheet> {
  const buffer = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const format = sniffFormat(buffer);
  if (!format) throw new FileProblem(uploadMessages.notASpreadsheet(file.fileName));
  if (format !== file.extension) throw new FileProblem(uploadMessages.formatDoesNotMatchName(file.fileName, format));
  if (format === 'xlsx') await guardXlsx(buffer, file.fileName, maxExpanded);
  return { buffer, format };
}
