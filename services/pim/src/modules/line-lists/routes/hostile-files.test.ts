import { uploadMessages } from '@lineup/contracts/messages';
import { SHEET_MAX_COLUMNS, SHEET_MAX_ROWS, UPLOAD_MAX_BYTES } from '@lineup/contracts/uploads';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lineListItems, lineLists, uploads } from '../../../db/schema';
import { columnName } from '../../../parser/sheet-bounds';
import {
  xlsBytesForXlsxName,
  xlsDeclaring,
  xlsWithCellAtColumn,
  xlsxWithHugeSharedStrings,
  xlsxWithManyOneCellRows,
} from '../../../test-support/crafted-files';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import { crocsSheet } from '../../../test-support/sample-files';
import type { ProcessHooks } from '../domain/uploads';

/**
 * Hostile spreadsheets through the whole pipeline: each is refused with a message naming the
 * problem, leaves no line list, upload or stored file behind, and the server answers /healthz all
 * along (the file is read in a process of its own, with a heap and a time limit).
 */
const hooks: ProcessHooks = {};
let t: PipelineTestApp;
beforeAll(async () => {
  t = await openPipelineTestApp({ processHooks: hooks });
});
afterAll(() => t.dispose());
beforeEach(() => {
  hooks.parseLimits = undefined;
});

async function nothingLeft() {
  const [ll] = await t.db.select({ n: count() }).from(lineLists);
  const [li] = await t.db.select({ n: count() }).from(lineListItems);
  const [up] = await t.db.select({ n: count() }).from(uploads);
  expect({ lineLists: ll!.n, lineListItems: li!.n, uploads: up!.n }).toEqual({
    lineLists: 0,
    lineListItems: 0,
    uploads: 0,
  });
  expect([...(await t.storage.list('uploads/')), ...(await t.storage.list('metadata/'))]).toEqual([]);
}

let blankRows: Promise<Buffer> | undefined;
/** 2,000,000 blank rows after the header (made once: both tests below use it). */
const twoMillionBlankRows = () => {
  blankRows ??= xlsxWithManyOneCellRows(2_000_000, { blank: true });
  return blankRows;
};

let sharedStrings: Promise<Buffer> | undefined;
/** Shared strings expanding to 390 MB, just under the 400 MB the zip guard allows. */
const hugeSharedStrings = () => {
  sharedStrings ??= xlsxWithHugeSharedStrings(390);
  return sharedStrings;
};

const healthy = async () => (await t.app.request('/healthz')).status;

/**
 * Uploads and processes the file while asking /healthz every 50 ms; answers the processing's
 * answer and every health status seen while it ran (at least one).
 */
async function uploadWatchingHealth(bytes: Buffer, fileName: string) {
  const statuses: number[] = [];
  let done = false;
  const upload = t.upload(bytes, fileName).finally(() => {
    done = true;
  });
  while (!done) {
    statuses.push(await healthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { presign, processed } = await upload;
  expect(presign.status).toBe(201);
  return { processed: processed!, statuses };
}

describe('hostile spreadsheets', () => {
  it('an .xls whose DIMENSIONS record declares 2,147,483,647 rows is read by the cells it holds', async () => {
    const header = xlsDeclaring([crocsSheet({ parents: 1, sizesPerParent: 1 })[0]!], { rows: 2_147_483_647 });
    const started = performance.now();
    const { processed, statuses } = await uploadWatchingHealth(header, 'declared-rows.xls');
    expect(processed.status).toBe(422);
    expect(processed.body.message).toBe(uploadMessages.noDataRows('Spring 2026'));
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await nothingLeft();

    // The same lie over a real line list: imported with its real rows.
    const list = xlsDeclaring(crocsSheet({ parents: 2, sizesPerParent: 3 }), { rows: 2_147_483_647, columns: 255 });
    const accepted = await t.upload(list, 'declared-rows.xls');
    expect(accepted.processed!.status).toBe(201);
    expect(accepted.processed!.body.data).toMatchObject({ rowsCount: 6, itemsCount: 2 });
    await t.del(`/api/crocs/discard-uploaded-data/${accepted.processed!.body.data.lineListId}`);
    await nothingLeft();
  });

  it('an .xls declaring 65,535 columns, with a value past column IV, is refused naming the cell', async () => {
    const declared = xlsDeclaring(crocsSheet({ parents: 1, sizesPerParent: 1 }), { columns: 65_535 });
    const { processed: read } = await uploadWatchingHealth(declared, 'declared-columns.xls');
    expect(read.status).toBe(201);
    await t.del(`/api/crocs/discard-uploaded-data/${read.body.data.lineListId}`);

    const { processed, statuses } = await uploadWatchingHealth(xlsWithCellAtColumn(65_000), 'wide.xls');
    expect(processed.status).toBe(422);
    expect(processed.body.message).toBe(
      uploadMessages.tooManyColumns(`${columnName(65_001)}2`, 'IV', SHEET_MAX_COLUMNS),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    await nothingLeft();
  });

  it('an .xlsx of 2,000,000 one-cell rows at column XFD is refused at its first row', async () => {
    const file = await xlsxWithManyOneCellRows(2_000_000);
    // About 100 MB of XML in a file the dialog accepts.
    expect(file.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const { processed, statuses } = await uploadWatchingHealth(file, 'xfd.xlsx');
    expect(processed.status).toBe(422);
    expect(processed.body.message).toBe(uploadMessages.tooManyColumns('XFD2', 'IV', SHEET_MAX_COLUMNS));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await healthy()).toBe(200);
    await nothingLeft();
  }, 60_000);

  it('an .xlsx of 2,000,000 blank rows is refused past the row bound (blank rows count)', async () => {
    const file = await twoMillionBlankRows();
    const { processed, statuses } = await uploadWatchingHealth(file, 'blank-rows.xlsx');
    expect(processed.status).toBe(422);
    expect(processed.body.message).toBe(uploadMessages.sheetTooLong(SHEET_MAX_ROWS + 1, SHEET_MAX_ROWS));
    expect(statuses.every((status) => status === 200)).toBe(true);
    await nothingLeft();
  }, 90_000);

  it('past the time limit the reading process is killed, the caller told, the server unharmed', async () => {
    // Inflating and parsing 390 MB of XML takes seconds on any machine: the 1 s limit comes first.
    hooks.parseLimits = { timeLimitMs: 1000 };
    const { processed, statuses } = await uploadWatchingHealth(await hugeSharedStrings(), 'slow.xlsx');
    expect(processed.status).toBe(422);
    expect(processed.body.message).toBe(uploadMessages.readTakesTooLong(1));
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await nothingLeft();
  }, 60_000);

  it('shared strings expanding to 390 MB hit the heap limit of the reading process, not the server', async () => {
    hooks.parseLimits = { memoryMb: 192 };
    const file = await hugeSharedStrings();
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const { processed, statuses } = await uploadWatchingHealth(file, 'strings.xlsx');
    expect(processed.status).toBe(422);
    expect(processed.body.message).toBe(uploadMessages.readNeedsTooMuchMemory(192));
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The 390 MB of text were never in this process.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    expect(await healthy()).toBe(200);
    await nothingLeft();
  }, 120_000);

  it('an .xls (OLE2) file named .xlsx is refused as such', async () => {
    const { processed } = await uploadWatchingHealth(xlsBytesForXlsxName(), 'disguised.xlsx');
    expect(processed.status).toBe(422);
    expect(processed.body.message).toBe(uploadMessages.formatDoesNotMatchName('disguised.xlsx', 'xls'));
    await nothingLeft();
  });
});
