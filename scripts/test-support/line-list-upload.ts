/**
 * A Crocs line list brought in through an instance's API as the Upload Inventory dialog does it:
 * the upload address, the PUT of the file, then the processing call. Imported only by tests.
 */
import { spreadsheetContentTypes } from '@lineup/contracts/uploads';
import { crocsSheet, xlsxBuffer } from '@lineup/pim/test-support/sample-files';
import { dataOf, send } from './http-calls';

const FILE_NAME = 'crocs-killed.xlsx';
const TYPE = 'brand-ats';

/** A Crocs line list of `parents` model codes with two sizes each. */
export const crocsLineListFile = (parents: number) =>
  xlsxBuffer([{ name: 'Spring 2026', rows: crocsSheet({ parents, sizesPerParent: 2 }) }]);

/** Announces a file of `size` bytes (the instance starts a reading process ahead of it). */
export async function announceLineListFile(url: string, token: string, brandId: number, size: number) {
  return dataOf<{ presignedUrl: string; fileKey: string; headers: Record<string, string> }>(
    await send(`${url}/api/uploads/get-presigned-upload-url`, {
      method: 'POST',
      token,
      body: {
        fileKey: FILE_NAME,
        fileType: 'xlsx',
        fileSize: size,
        metadata: { brandId, lineListType: TYPE },
        contentType: spreadsheetContentTypes.xlsx,
      },
    }),
    201,
  );
}

/** Announces the file and PUTs it to the instance at `url`; answers the upload's storage key. */
export async function putLineListFile(url: string, token: string, brandId: number, file: Buffer): Promise<string> {
  const presigned = await announceLineListFile(url, token, brandId, file.length);
  const { pathname, search } = new URL(presigned.presignedUrl);
  const put = await send(`${url}${pathname}${search}`, { method: 'PUT', headers: presigned.headers, body: file });
  if (!('status' in put) || put.status !== 200) throw new Error(`the PUT answered ${JSON.stringify(put)}`);
  return presigned.fileKey;
}

/** The processing call of an uploaded file (the staged line list's id comes back, or not). */
export const processLineListFile = (url: string, token: string, brandId: number, fileKey: string) =>
  send(`${url}/api/uploads/process`, {
    method: 'POST',
    token,
    body: { brand: brandId, type: TYPE, fileName: FILE_NAME, key: fileKey, action: 'new' },
  });

/** Upload → process → save → create catalogs: a line list ready to sort; answers its id. */
export async function lineListWithCatalogs(url: string, token: string, brandId: number, file: Buffer) {
  const fileKey = await putLineListFile(url, token, brandId, file);
  const { lineListId } = dataOf<{ lineListId: number }>(await processLineListFile(url, token, brandId, fileKey), 201);
  dataOf(await send(`${url}/api/crocs/preview/${lineListId}/save`, { method: 'POST', token }));
  const created = await send(`${url}/api/crocs/catalogs/create`, { method: 'POST', token, body: { lineListId } });
  dataOf(created, 201);
  return lineListId;
}
