import { CATALOG_REQUEST_MAX_ITEMS } from '@lineup/contracts/catalogs';
import { errorMessages, platformMessages, uploadMessages } from '@lineup/contracts/messages';
import { orderMessages } from '@lineup/contracts/order-messages';
import { API_BODY_MAX_BYTES } from '@lineup/server-kit/body-limit';
import { countedChunkedBody, streamedRequestInit } from '@lineup/server-kit/test-support/body-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPimTestApp, type PimTestApp } from './test-support/pim-test-app';

let t: PimTestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await openPimTestApp();
  headers = { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' };
});
afterAll(() => t.dispose());

const CHUNK = 64 * 1024;
const tooLarge = (megabytes: number) => ({ success: false, message: platformMessages.requestBodyTooLarge(megabytes) });
const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('PIM request bodies', () => {
  it('answers 413 to a 20 MB brand before reading it, and to a chunked one once past 1 MB', async () => {
    const brandsBefore = (await t.get('/api/brands')).body.data;
    const announced = countedChunkedBody(CHUNK, 320);
    const init = streamedRequestInit('POST', announced.stream, { ...headers, 'content-length': String(20 << 20) });
    expect(await answer(await t.app.request('/api/brands', init))).toEqual({ status: 413, body: tooLarge(1) });
    expect(announced.pulled()).toBe(0);

    const chunked = countedChunkedBody(CHUNK, 320);
    const streamed = await t.app.request('/api/brands', streamedRequestInit('POST', chunked.stream, headers));
    expect(await answer(streamed)).toEqual({ status: 413, body: tooLarge(1) });
    expect(chunked.pulled()).toBe(API_BODY_MAX_BYTES / CHUNK + 1);
    expect((await t.get('/api/brands')).body.data).toEqual(brandsBefore);
  });

  it('reads a brand under the limit as before', async () => {
    const created = await t.post('/api/brands', { name: 'Limit Test', description: 'x'.repeat(2000) });
    expect(created.status).toBe(201);
  });

  it('takes a catalog item list of the documented size, longer than 1 MB, and refuses past 4 MB', async () => {
    const entry = { modelCode: 'M'.repeat(100), originCatalogType: 'unsorted', targetCatalogType: 'athletic' };
    const body = JSON.stringify({
      lineListId: 1,
      addItems: Array.from({ length: CATALOG_REQUEST_MAX_ITEMS }, () => entry),
    });
    expect(body.length).toBeGreaterThan(API_BODY_MAX_BYTES);
    const accepted = await t.app.request('/api/crocs/catalogs/add-items', { method: 'POST', headers, body });
    // Read whole and judged by the catalogs' own rules: no line list 1 here.
    expect(accepted.status).toBe(404);
    const over = countedChunkedBody(CHUNK, 100);
    const refused = await t.app.request(
      '/api/crocs/catalogs/add-items',
      streamedRequestInit('POST', over.stream, headers),
    );
    expect(await answer(refused)).toEqual({ status: 413, body: tooLarge(4) });
  });

  it('leaves the signed upload address (/storage/*) to its own signed size', async () => {
    const fileSize = 2 * API_BODY_MAX_BYTES;
    const presign = await t.post('/api/uploads/get-presigned-upload-url', {
      fileKey: 'Big Spring 2026.xlsx',
      fileType: 'xlsx',
      fileSize,
      metadata: { brandId: 1, lineListType: 'brand-ats' },
      contentType: '',
    });
    expect(presign.status).toBe(201);
    const { presignedUrl, headers: signedHeaders } = presign.body.data;
    const put = await t.app.request(presignedUrl, {
      method: 'PUT',
      headers: { ...signedHeaders, 'content-length': String(fileSize) },
      body: new Uint8Array(fileSize),
    });
    expect(put.status).toBe(200);
  });

  it('answers a body that is not JSON, JSON null, an array or text with a NUL with the area 400', async () => {
    const calls = [
      ['POST', '/api/brands', errorMessages.brands[400]],
      ['POST', '/api/crocs', uploadMessages.itemsWrongInput],
      ['POST', '/api/items/own-stock', uploadMessages.itemsWrongInput],
      ['PATCH', '/api/crocs/preview/1', uploadMessages.wrongInput],
      ['POST', '/api/orders', orderMessages.wrongInput],
    ] as const;
    for (const [method, path, message] of calls) {
      for (const body of ['{"name":', 'null', '[]', '[{"name":"x"}]', '{"name":"nul\\u0000byte"}']) {
        const answer = await t.app.request(path, { method, headers, body });
        expect({ call: `${method} ${path} ${body}`, status: answer.status, body: await answer.json() }).toEqual({
          call: `${method} ${path} ${body}`,
          status: 400,
          body: { success: false, message },
        });
      }
    }
  });
});
