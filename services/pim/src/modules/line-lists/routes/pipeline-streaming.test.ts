import { uploadMessages } from '@lineup/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lineLists } from '../../../db/schema';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import { CROCS_HEADERS, crocsRows, xlsxBuffer } from '../../../test-support/sample-files';
import { effectiveImportFormat } from '../../import-formats/domain/import-formats';
import type { ProcessHooks } from '../domain/uploads';

/**
 * Line lists are staged while their file is read, batch by batch, in one transaction
 * (docs/decisions/0017-import-pipeline.md): what is staged is what the whole file holds, and a
 * file refused at its end leaves nothing staged.
 */
const stagedRows: number[] = [];
const hooks: ProcessHooks = { onBatch: (staged) => void stagedRows.push(staged) };
let t: PipelineTestApp;
beforeAll(async () => {
  t = await openPipelineTestApp({ processHooks: hooks });
});
afterAll(() => t.dispose());
beforeEach(() => {
  stagedRows.length = 0;
});

const column = (header: string) => CROCS_HEADERS.indexOf(header);

const tableCounts = () => t.tableCounts();

describe('staging while the file is read', () => {
  it('refuses a file whose problems are at its end: every problem answered, nothing staged', async () => {
    const before = await tableCounts();
    // 2,400 good rows, then a bad MSRP and a blank size on the last two rows.
    const rows = [...crocsRows({ parents: 241, sizesPerParent: 10 })];
    rows[rows.length - 2]![column('MSRP')] = 'abc';
    rows[rows.length - 1]![column('Size')] = null;
    const last = rows.length + 1;
    const file = await xlsxBuffer([{ name: 'Spring 2026', rows: [CROCS_HEADERS, ...rows] }]);

    const { processed } = await t.upload(file, 'late problems.xlsx');

    expect(processed!.status).toBe(422);
    expect(processed!.body.message).toBe(`Row ${last - 1}, column "MSRP": "abc" is not a number.`);
    expect(processed!.body.problemsTotal).toBe(2);
    expect(processed!.body.problems).toEqual([
      expect.objectContaining({ row: last - 1, value: 'abc' }),
      expect.objectContaining({ row: last, message: uploadMessages.blankCell('Size', last) }),
    ]);
    // Batches were staged while the file was read (the first one at least, its problems still
    // unread), and all of them were rolled back.
    expect(stagedRows.length).toBeGreaterThan(0);
    expect(await tableCounts()).toEqual(before);
    expect([...(await t.storage.list('uploads/')), ...(await t.storage.list('metadata/'))]).toEqual([]);
  });

  it('stages every parent with all its SKUs, in file order, a model code spread over batches included', async () => {
    // 250 parents × 12 sizes: batches of about 1,000 rows split parents; the first parent's last
    // four sizes are moved to the file's end, thousands of rows after its first ones.
    const rows = [...crocsRows({ parents: 250, sizesPerParent: 12 })];
    const moved = rows.splice(8, 4);
    rows.push(...moved);
    const file = await xlsxBuffer([{ name: 'Spring 2026', rows: [CROCS_HEADERS, ...rows] }]);

    const { processed } = await t.upload(file, 'spread.xlsx');

    expect(processed!.status).toBe(201);
    expect(processed!.body.data).toMatchObject({ itemsCount: 250, rowsCount: 3000, season: 'Spring', year: 2026 });
    expect(stagedRows.length).toBeGreaterThanOrEqual(3);
    expect(stagedRows.at(-1)).toBe(3000);
    const preview = await t.get(`/api/crocs/preview/${processed!.body.data.lineListId}`);
    expect(preview.body.data.lineList).toMatchObject({ name: 'Spring 2026', itemsCount: 250, season: 'Spring' });
    const parents = preview.body.data.parents as { model_code: string; children: { sku: string }[] }[];
    const expected = new Map<string, string[]>();
    for (const row of [...crocsRows({ parents: 250, sizesPerParent: 12 })]) {
      const code = row[column('Model Code')] as string;
      expected.set(code, [...(expected.get(code) ?? []), row[column('SKU')] as string]);
    }
    expect(parents.map((p) => p.model_code)).toEqual([...expected.keys()]);
    for (const parent of parents) {
      expect(parent.children.map((c) => c.sku).sort()).toEqual([...expected.get(parent.model_code)!].sort());
    }
    expect(parents[0]!.children).toHaveLength(12);
    await t.del(`/api/crocs/discard-uploaded-data/${processed!.body.data.lineListId}`);
  });

  it("records the import format the line list was read with (the Crocs brand's seeded format)", async () => {
    const file = await xlsxBuffer([
      { name: 'Fall 2026', rows: [CROCS_HEADERS, ...crocsRows({ parents: 3, sizesPerParent: 2 })] },
    ]);
    const { processed } = await t.upload(file, 'format.xlsx');
    expect(processed!.status).toBe(201);
    const brandId = await t.crocsBrandId();
    const format = await effectiveImportFormat(t.db, { id: brandId, name: 'Crocs' });
    expect(format?.id).toEqual(expect.any(Number));
    const [row] = await t.db
      .select({ importFormatId: lineLists.importFormatId, name: lineLists.name, season: lineLists.season })
      .from(lineLists)
      .where(eq(lineLists.id, processed!.body.data.lineListId));
    expect(row).toEqual({ importFormatId: format!.id, name: 'Fall 2026', season: 'Fall' });
    await t.del(`/api/crocs/discard-uploaded-data/${processed!.body.data.lineListId}`);
  });
});
