import { uploadMessages } from '@lineup/contracts/messages';
import { spreadsheetContentTypes } from '@lineup/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '../../../db/schema';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import type { CleanUpReport } from '../domain/upload-cleanup';
import { startUploadJanitor } from '../domain/upload-janitor';

let t: PipelineTestApp;
beforeAll(async () => {
  t = await openPipelineTestApp();
});
afterAll(() => t.dispose());

async function announce(fileName: string, contentType: string, fileSize = 10) {
  return t.post('/api/uploads/get-presigned-upload-url', {
    fileKey: fileName,
    fileType: fileName.endsWith('.xls') ? 'xls' : 'xlsx',
    fileSize,
    metadata: { brandId: await t.crocsBrandId(), lineListType: 'brand-ats' },
    contentType,
  });
}

const storedKeys = async () =>
  [...(await t.storage.list('uploads/')), ...(await t.storage.list('metadata/'))].map((o) => o.key);

describe('the upload content type', () => {
  it.each([
    ['text/html', 'a.xlsx'],
    ['image/svg+xml', 'a.xlsx'],
    ['application/pdf', 'a.xlsx'],
    ['text/csv', 'a.xls'],
  ])('%s is refused when the address is asked (400), and nothing is announced', async (contentType, fileName) => {
    const before = await t.db.select().from(uploads);
    const answer = await announce(fileName, contentType);
    expect(answer).toEqual({
      status: 400,
      body: { success: false, message: uploadMessages.unsupportedContentType(contentType) },
    });
    expect(await t.db.select().from(uploads)).toEqual(before);
  });

  it.each([
    ['', 'a.xlsx', spreadsheetContentTypes.xlsx],
    ['application/octet-stream', 'a.xls', spreadsheetContentTypes.xls],
    ['Application/Vnd.MS-Excel', 'a.xls', spreadsheetContentTypes.xls],
    ['application/zip', 'a.xlsx', spreadsheetContentTypes.xlsx],
    // A browser may report either spreadsheet type: the address is signed for the extension's.
    [spreadsheetContentTypes.xls, 'a.xlsx', spreadsheetContentTypes.xlsx],
  ])('"%s" for %s is signed as %s', async (contentType, fileName, signed) => {
    const answer = await announce(fileName, contentType);
    expect(answer.status).toBe(201);
    expect(answer.body.data.headers).toEqual({ 'content-type': signed });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.fileKey, answer.body.data.fileKey));
    expect(row!.contentType).toBe(signed);
  });

  it('the signed PUT refuses a body sent as another type (400) and writes nothing', async () => {
    const answer = await announce('put.xlsx', '');
    const url = answer.body.data.presignedUrl as string;
    const refused = await t.put(url, Buffer.alloc(10), { 'content-type': 'text/html' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(uploadMessages.putContentTypeMismatch(spreadsheetContentTypes.xlsx));
    expect(await t.storage.headObject(answer.body.data.fileKey)).toBeNull();
    const accepted = await t.put(url, Buffer.alloc(10), answer.body.data.headers);
    expect(accepted.status).toBe(200);
  });
});

describe('the upload janitor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes announced uploads that never came, every interval, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await t.db.delete(uploads);
    const abandoned = await announce('abandoned.xlsx', '');
    const recent = await announce('recent.xlsx', '');
    await t.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(uploads.fileKey, abandoned.body.data.fileKey));
    const reports: CleanUpReport[] = [];
    const stop = startUploadJanitor(
      { db: t.db, storage: t.storage },
      { intervalMs: 60_000, onReport: (r) => reports.push(r) },
    );

    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(reports).toHaveLength(1), { timeout: 10_000 });
    expect(reports[0]).toMatchObject({ uploadsRemoved: 1 });
    const left = await t.db.select({ fileKey: uploads.fileKey }).from(uploads);
    expect(left).toEqual([{ fileKey: recent.body.data.fileKey }]);
    expect(await storedKeys()).toEqual([recent.body.data.metadataKey]);

    // The next interval runs again (nothing left to remove); after stop, none does.
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(reports).toHaveLength(2), { timeout: 10_000 });
    expect(reports[1]).toMatchObject({ uploadsRemoved: 0 });
    await stop();
    vi.advanceTimersByTime(5 * 60_000);
    await stop();
    expect(reports).toHaveLength(2);
  });

  it('leaves an upload that is being processed alone', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await t.db.delete(uploads);
    const processing = await announce('processing.xlsx', '');
    await t.db
      .update(uploads)
      .set({ state: 'processing', updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(uploads.fileKey, processing.body.data.fileKey));
    const reports: CleanUpReport[] = [];
    const stop = startUploadJanitor(
      { db: t.db, storage: t.storage },
      { intervalMs: 1000, onReport: (r) => reports.push(r) },
    );
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(reports).toHaveLength(1), { timeout: 10_000 });
    await stop();
    expect(reports[0]).toMatchObject({ uploadsRemoved: 0 });
    expect(await t.db.select({ state: uploads.state }).from(uploads)).toEqual([{ state: 'processing' }]);
  });
});
