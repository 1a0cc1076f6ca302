/**
 * `npm run samples`: spreadsheets a new user can drop into the Upload Inventory dialog, written
 * to samples/ (small ones, committed) and samples/large/ (git-ignored): Crocs pre-book, brand ATS,
 * future stock and own stock line lists (.xlsx, plus a small .xls) and open stock (domestic and
 * bonded). The large files use exceljs's streaming writer.
 * `--bench-file <path> [--rows <n>]` writes only a benchmark's line list to <path>: 50,000 rows
 * (5,000 parents × 10 sizes) unless --rows says another multiple of 10.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CROCS_HEADERS,
  crocsRows,
  crocsSheet,
  OPEN_STOCK_HEADERS,
  openStockRows,
  writeXlsxStreaming,
  xlsBuffer,
} from '@lineup/pim/test-support/sample-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);

async function benchFile(target: string, rows: number) {
  const parents = Math.ceil(rows / 10);
  await writeXlsxStreaming(target, 'Spring 2026', CROCS_HEADERS, crocsRows({ parents, sizesPerParent: 10 }));
}

const benchIndex = args.indexOf('--bench-file');
if (benchIndex >= 0) {
  const rowsIndex = args.indexOf('--rows');
  const rows = rowsIndex >= 0 ? Number(args[rowsIndex + 1]) : 50_000;
  if (!Number.isInteger(rows) || rows < 10)
    throw new Error(`--rows wants a whole number of rows, not ${args[rowsIndex + 1]}`);
  await benchFile(path.resolve(args[benchIndex + 1]!), rows);
  process.exit(0);
}

const out = path.join(root, 'samples');
const large = path.join(out, 'large');
fs.mkdirSync(large, { recursive: true });
const written: string[] = [];
const write = async (name: string, sheet: string, header: string[], rows: Iterable<unknown[]>) => {
  const file = path.join(name.startsWith('large/') ? out : out, name);
  await writeXlsxStreaming(file, sheet, header, rows);
  written.push(file);
};

// Small line lists, one per type (and the same parents across them, so a second upload shows "old").
await write(
  'crocs-pre-book-spring-2026.xlsx',
  'Spring 2026',
  CROCS_HEADERS,
  crocsRows({ parents: 40, sizesPerParent: 8 }),
);
await write(
  'crocs-brand-ats-summer-2026.xlsx',
  'Summer 2026',
  CROCS_HEADERS,
  crocsRows({
    parents: 30,
    sizesPerParent: 6,
    firstModel: 20,
    msrpOf: (p) => (p % 4 === 0 ? 54.99 : 39.99 + ((20 + p) % 5) * 5),
  }),
);
await write(
  'crocs-future-stock-fall-2026.xlsx',
  'Fall 2026',
  CROCS_HEADERS,
  crocsRows({ parents: 25, sizesPerParent: 6, firstModel: 60 }),
);
await write(
  'crocs-own-stock-winter-2026.xlsx',
  'Winter 2026',
  CROCS_HEADERS,
  crocsRows({ parents: 15, sizesPerParent: 5, firstModel: 100, images: false }),
);
fs.writeFileSync(
  path.join(out, 'crocs-pre-book-holiday-2026.xls'),
  xlsBuffer([{ name: 'Holiday 2026', rows: crocsSheet({ parents: 12, sizesPerParent: 5, firstModel: 200 }) }]),
);
written.push(path.join(out, 'crocs-pre-book-holiday-2026.xls'));
await write('open-stock-domestic.xlsx', 'Open Stock', OPEN_STOCK_HEADERS, openStockRows(200));
await write('open-stock-bonded.xlsx', 'Open Stock', OPEN_STOCK_HEADERS, openStockRows(120));

// Large ones (git-ignored).
await write(
  'large/crocs-pre-book-50000-rows.xlsx',
  'Spring 2026',
  CROCS_HEADERS,
  crocsRows({ parents: 5000, sizesPerParent: 10 }),
);
await write(
  'large/crocs-brand-ats-20000-rows.xlsx',
  'Summer 2026',
  CROCS_HEADERS,
  crocsRows({ parents: 2000, sizesPerParent: 10, firstModel: 3000 }),
);
await write('large/open-stock-domestic-50000-rows.xlsx', 'Open Stock', OPEN_STOCK_HEADERS, openStockRows(50_000));

for (const file of written)
  console.log(`${path.relative(root, file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
