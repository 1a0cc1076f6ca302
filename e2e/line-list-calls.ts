import fs from 'node:fs';
import path from 'node:path';
import { ACCESS_TOKEN_STORAGE_KEY } from '@lineup/contracts/constants';
import { spreadsheetContentTypes } from '@lineup/contracts/uploads';
import type { Page } from '@playwright/test';
import { expect, type Product } from './fixtures';

/**
 * The calls the Upload Inventory dialog and the preview page make, with the browser's own token:
 * for tests whose subject comes after the upload (sorting, saving, editing), so each starts from
 * a line list made through the real pipeline without walking the dialog again.
 */
const samples = path.resolve(import.meta.dirname, '../samples');

export type SpreadsheetFile = { name: string; bytes: Buffer };

/** A file of samples/ by name. */
export const sampleFile = (name: string): SpreadsheetFile => ({
  name,
  bytes: fs.readFileSync(path.join(samples, name)),
});

/** A caller of the product's API with the signed-in browser's access token; fails the test on a refusal. */
export async function browserApi(page: Page, product: Product) {
  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_STORAGE_KEY);
  expect(token).toBeTruthy();
  return async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetch(`${product.baseURL}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { data: T };
    expect(response.ok, `${method} ${url}: ${JSON.stringify(envelope)}`).toBe(true);
    return envelope.data;
  };
}

/** Upload → process: a staged Crocs line list of `type`, with its save call for later. */
export async function stageLineList(page: Page, product: Product, file: SpreadsheetFile, type = 'brand-ats') {
  const api = await browserApi(page, product);
  const brands = await api<{ id: number; name: string }[]>('GET', '/api/brands');
  const crocs = brands.find((brand) => brand.name === 'Crocs')!;
  const presigned = await api<{ presignedUrl: string; fileKey: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads/get-presigned-upload-url',
    {
      fileKey: file.name,
      fileType: 'xlsx',
      fileSize: file.bytes.length,
      metadata: { brandId: crocs.id, lineListType: type },
      contentType: spreadsheetContentTypes.xlsx,
    },
  );
  const put = await fetch(new URL(presigned.presignedUrl, product.baseURL), {
    method: 'PUT',
    headers: presigned.headers,
    body: new Uint8Array(file.bytes),
  });
  expect(put.status).toBe(200);
  const { lineListId } = await api<{ lineListId: number }>('POST', '/api/uploads/process', {
    brand: crocs.id,
    type,
    fileName: file.name,
    key: presigned.fileKey,
    action: 'new',
  });
  return {
    lineListId,
    brandId: crocs.id,
    /** Save items, as the preview page calls it, and nothing after (no catalogs). */
    save: () => api<{ lineListId: number }>('POST', `/api/crocs/preview/${lineListId}/save`),
    /** The staged preview's parent items. */
    parents: async () => (await api<{ parents: unknown[] }>('GET', `/api/crocs/preview/${lineListId}`)).parents,
    createCatalogs: (id: number) => api('POST', '/api/crocs/catalogs/create', { lineListId: id }),
  };
}

/** Upload → process → save → create catalogs: a line list ready to sort; answers its id. */
export async function saveLineListWithCatalogs(page: Page, product: Product, file: SpreadsheetFile): Promise<number> {
  const staged = await stageLineList(page, product, file);
  const { lineListId } = await staged.save();
  await staged.createCatalogs(lineListId);
  return lineListId;
}
