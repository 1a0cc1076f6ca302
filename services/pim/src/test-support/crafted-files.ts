import { crc32, createDeflateRaw } from 'node:zlib';
import { CROCS_HEADERS, crocsSheet, xlsBuffer } from './sample-files';
import { zipOfDeflated } from './test-zip';

/**
 * Hostile spreadsheets for the tests: small files that declare or expand to far more than they
 * hold. Each is built from a real file and then altered the way an attacker would.
 */

const DIMENSIONS_RECORD = Buffer.from([0x00, 0x02, 0x0e, 0x00]);
const NUMBER_RECORD = Buffer.from([0x03, 0x02, 0x0e, 0x00]);

/** Every offset of a BIFF record header (type and length, little-endian) in an .xls file. */
function recordOffsets(file: Buffer, header: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = file.indexOf(header); at >= 0; at = file.indexOf(header, at + 1)) offsets.push(at);
  return offsets;
}

/**
 * An .xls whose sheet's DIMENSIONS record (BIFF8: first row, last row + 1 as 32-bit numbers, first
 * column, last column + 1 as 16-bit) declares `rows` rows and `columns` columns, while its cells
 * are those of `sheet`.
 */
export function xlsDeclaring(sheet: unknown[][], declared: { rows?: number; columns?: number }): Buffer {
  const file = Buffer.from(xlsBuffer([{ name: 'Spring 2026', rows: sheet }]));
  const offsets = recordOffsets(file, DIMENSIONS_RECORD);
  if (offsets.length === 0) throw new Error('no DIMENSIONS record in the written .xls');
  for (const at of offsets) {
    if (declared.rows !== undefined) file.writeUInt32LE(declared.rows, at + 4 + 4);
    if (declared.columns !== undefined) file.writeUInt16LE(declared.columns, at + 4 + 10);
  }
  return file;
}

/** A marker number written in a cell, then found again in the file's NUMBER record. */
const MARKER = 12345.678;

/**
 * A Crocs line list in .xls with one more number cell moved, in its record, to `column`
 * (0-based; BIFF8 records hold 16-bit columns, far past the format's own 256).
 */
export function xlsWithCellAtColumn(column: number): Buffer {
  const sheet = crocsSheet({ parents: 1, sizesPerParent: 2 });
  sheet[1] = [...(sheet[1] as unknown[]), MARKER];
  const file = Buffer.from(xlsBuffer([{ name: 'Spring 2026', rows: sheet }]));
  const marker = Buffer.alloc(8);
  marker.writeDoubleLE(MARKER);
  const at = recordOffsets(file, NUMBER_RECORD).find((offset) =>
    file.subarray(offset + 10, offset + 18).equals(marker),
  );
  if (at === undefined) throw new Error('marker cell not found in the written .xls');
  file.writeUInt16LE(column, at + 4 + 2);
  return file;
}

/** A zip entry whose data is produced piece by piece (deflated as it comes, never held whole). */
type StreamedEntry = { name: string; pieces: Iterable<string> };

async function deflateEntry(entry: StreamedEntry) {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  let batch: string[] = [];
  let batchLength = 0;
  const flush = async () => {
    const data = Buffer.from(batch.join(''));
    batch = [];
    batchLength = 0;
    size += data.length;
    crc = crc32(data, crc);
    if (!deflate.write(data)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  for (const piece of entry.pieces) {
    batch.push(piece);
    batchLength += piece.length;
    if (batchLength >= 1 << 20) await flush();
  }
  await flush();
  deflate.end();
  await done;
  return { name: entry.name, compressed: Buffer.concat(chunks), size, crc };
}

/** A zip (deflate) of entries whose data may be far larger than the zip. */
async function streamedZip(entries: StreamedEntry[]): Promise<Buffer> {
  const deflated = [];
  for (const entry of entries) deflated.push(await deflateEntry(entry));
  return zipOfDeflated(deflated);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The parts of a one-sheet workbook around its worksheet (and shared strings, when given). */
function workbookParts(sheetName: string, withSharedStrings: boolean): StreamedEntry[] {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    {
      name: '[Content_Types].xml',
      pieces: [
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
        '<Default Extension="xml" ContentType="application/xml"/>',
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
        '</Types>',
      ],
    },
    {
      name: '_rels/.rels',
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`,
        `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
    },
    {
      name: 'xl/workbook.xml',
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}">`,
        `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`,
        `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>`,
        withSharedStrings ? `<Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>` : '',
        '</Relationships>',
      ],
    },
  ];
}

/** The Crocs header row as inline-string cells of row 1. */
function headerRowXml(): string {
  const cells = CROCS_HEADERS.map((header, i) => {
    const column = String.fromCharCode(65 + i);
    return `<c r="${column}1" t="inlineStr"><is><t>${escapeXml(header)}</t></is></c>`;
  });
  return `<row r="1">${cells.join('')}</row>`;
}

function* worksheetXml(rows: Iterable<string>): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>';
  yield '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  yield* rows;
  yield '</sheetData></worksheet>';
}

/** An .xlsx whose first sheet, "Spring 2026", has the Crocs header in row 1 and then the given `<row>` elements. */
export function xlsxWithRows(rows: Iterable<string>): Promise<Buffer> {
  function* allRows() {
    yield headerRowXml();
    yield* rows;
  }
  return streamedZip([
    ...workbookParts('Spring 2026', false),
    { name: 'xl/worksheets/sheet1.xml', pieces: worksheetXml(allRows()) },
  ]);
}

/**
 * An .xlsx with the Crocs header and then `rows` rows of one cell each: at column XFD (16,384, the
 * last column Excel has) holding a number, or, with `blank`, at column A holding nothing. The XML
 * is about 100 MB for 2,000,000 rows; the file under 15 MB.
 */
export function xlsxWithManyOneCellRows(rows: number, options: { blank?: boolean } = {}): Promise<Buffer> {
  function* dataRows() {
    for (let r = 2; r <= rows + 1; r++) {
      yield options.blank ? `<row r="${r}"><c r="A${r}"/></row>` : `<row r="${r}"><c r="XFD${r}"><v>${r}</v></c></row>`;
    }
  }
  return xlsxWithRows(dataRows());
}

/**
 * An .xlsx whose shared-strings part expands to `expandedMb` MB (strings of 1 KB each, every one
 * different at its start) while the sheet is a short, valid Crocs line list that uses the first ones.
 */
export async function xlsxWithHugeSharedStrings(expandedMb: number): Promise<Buffer> {
  const filler = 'x'.repeat(1000);
  const count = Math.floor((expandedMb * 1024 * 1024) / (filler.length + 24));
  function* strings() {
    yield `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`;
    for (let i = 0; i < count; i++) yield `<si><t>${String(i).padStart(10, '0')}${filler}</t></si>`;
    yield '</sst>';
  }
  function* dataRows() {
    yield headerRowXml();
    // One item row whose every cell is a shared string.
    const cells = CROCS_HEADERS.map((_, i) => `<c r="${String.fromCharCode(65 + i)}2" t="s"><v>${i}</v></c>`);
    yield `<row r="2">${cells.join('')}</row>`;
  }
  return streamedZip([
    ...workbookParts('Spring 2026', true),
    { name: 'xl/sharedStrings.xml', pieces: strings() },
    { name: 'xl/worksheets/sheet1.xml', pieces: worksheetXml(dataRows()) },
  ]);
}

/** A real .xls workbook (OLE2 bytes), to be uploaded under an .xlsx name. */
export function xlsBytesForXlsxName(): Buffer {
  return xlsBuffer([{ name: 'Spring 2026', rows: crocsSheet({ parents: 1, sizesPerParent: 2 }) }]);
}
