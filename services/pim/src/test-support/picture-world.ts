import type { ImageUploadBatch, ImageUploadFile } from '@lineup/contracts/images';
import { eq } from 'drizzle-orm';
import { itemImages } from '../db/images-schema';
import { brands, items } from '../db/schema';
import { startPictureWork } from '../modules/images/domain/picture-jobs';
import { openPimTestApp } from './pim-test-app';

/**
 * A PIM test app with a brand whose items pictures are matched to, and the browser's side of an
 * upload of pictures: announce, PUT each file to its signed address, check.
 */
export const PICTURE_TEST_ITEMS = [
  { modelCode: '10001-001', color: 'Black', silhouette: 'Classic Clog' },
  { modelCode: '10001-410', color: 'Navy', silhouette: 'Classic Clog' },
  { modelCode: '10002-100', color: 'White', silhouette: 'Crocband' },
];

export type PictureFile = { name: string; bytes: Buffer; contentType?: string; size?: number };

export async function openPictureWorld() {
  const world = await openPimTestApp();
  const [brand] = await world.db.insert(brands).values({ name: 'Picture Brand' }).returning({ id: brands.id });
  const brandId = brand!.id;
  await world.db.insert(items).values(PICTURE_TEST_ITEMS.map((item) => ({ ...item, brandId })));

  /** Announces the files, sends each to its address as a browser does, then asks for the check. */
  async function upload(files: PictureFile[]) {
    const announced = await world.post(`/api/brands/${brandId}/image-uploads`, {
      files: files.map((file) => ({
        name: file.name,
        size: file.size ?? file.bytes.length,
        contentType: file.contentType ?? '',
      })),
    });
    if (announced.status !== 201) throw new Error(`announce answered ${announced.status}: ${announced.body.message}`);
    const batch = announced.body.data as ImageUploadBatch;
    for (const [i, entry] of batch.files.entries()) {
      if (!entry.upload) continue;
      const put = await world.app.request(entry.upload.url, {
        method: 'PUT',
        headers: entry.upload.headers,
        body: files[i]!.bytes,
      });
      if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
    }
    const checked = await world.post(`/api/brands/${brandId}/image-uploads/${batch.batchId}/check`);
    return { batch, status: checked.status, files: (checked.body.data ?? []) as ImageUploadFile[], body: checked.body };
  }

  /** Works the pictures' jobs in this process, as a started server does. */
  const startWork = () =>
    startPictureWork({ db: world.db, storage: world.storage, pictures: world.pictures, log: world.log });

  /** Resolves once every picture is resized (or the time runs out). */
  async function untilPicturesReady(timeoutMs = 30_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const pending = await world.db
        .select({ id: itemImages.id })
        .from(itemImages)
        .where(eq(itemImages.state, 'pending'));
      if (pending.length === 0) return;
      if (Date.now() > until) throw new Error(`${pending.length} pictures still pending`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return { ...world, brandId, upload, startWork, untilPicturesReady };
}
