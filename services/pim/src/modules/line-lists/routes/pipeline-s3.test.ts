import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createS3Storage } from '../../../storage/s3';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import { crocsSheet, xlsxBuffer } from '../../../test-support/sample-files';

let server: S3rver;
let t: PipelineTestApp;
beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-s3-')),
    configureBuckets: [{ name: 'lineup', configs: [] }],
  });
  const { port } = (await server.run()) as unknown as { port: number };
  const storage = createS3Storage({
    bucket: 'lineup',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  t = await openPipelineTestApp({ storage });
});
afterAll(async () => {
  await t.dispose();
  await server.close();
});

it('runs the pipeline on the S3 driver: the browser PUTs straight to the bucket', async () => {
  const file = await xlsxBuffer([{ name: 'Spring 2026', rows: crocsSheet({ parents: 2, sizesPerParent: 3 }) }]);
  const { presign, stored, processed } = await t.upload(file, 's3 list.xlsx');
  expect(presign.body.data.presignedUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/lineup\/uploads\//);
  expect(stored!.status).toBe(200);
  expect(processed!.status).toBe(201);
  expect((await t.storage.list('metadata/')).map((o) => o.key)).toEqual([presign.body.data.metadataKey]);
  const discard = await t.del(`/api/crocs/discard-uploaded-data/${processed!.body.data.lineListId}`);
  expect(discard.status).toBe(200);
  expect(await t.storage.list('uploads/')).toEqual([]);
  expect(await t.storage.list('metadata/')).toEqual([]);
});
