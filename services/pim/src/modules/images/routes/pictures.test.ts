import type { ImageUploadFile } from '@lineup/contracts/images';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemImages } from '../../../db/images-schema';
import { jpegPicture, pngPicture, svgPicture } from '../../../test-support/picture-files';
import { openPictureWorld } from '../../../test-support/picture-world';

let world: Awaited<ReturnType<typeof openPictureWorld>>;
beforeAll(async () => {
  world = await openPictureWorld();
});
afterAll(() => world.dispose());

const byName = (files: ImageUploadFile[], name: string) => files.find((file) => file.name === name)!;

describe('uploading pictures, matching them and applying them', () => {
  let files: ImageUploadFile[];

  it('reads each file and matches it by name: matched, ambiguous, unmatched or refused with its reason', async () => {
    const uploaded = await world.upload([
      { name: '10001-001_01.JPG', bytes: await jpegPicture({ withLocation: true }) },
      { name: '10001 black 2.png', bytes: await pngPicture() },
      {
        name: '10001.webp',
        bytes: await sharp(await pngPicture())
          .webp()
          .toBuffer(),
      },
      { name: 'IMG_4412.jpg', bytes: await jpegPicture() },
      { name: 'notes.jpg', bytes: Buffer.from('Model Code,Color\n10001-001,Black\n') },
      { name: 'logo.svg', bytes: svgPicture() },
      { name: 'huge.jpg', bytes: Buffer.alloc(10), size: 100 * 1024 * 1024 },
    ]);
    expect(uploaded.status).toBe(200);
    files = uploaded.files;
    expect(byName(files, '10001-001_01.JPG')).toMatchObject({ state: 'matched', modelCode: '10001-001', position: 1 });
    expect(byName(files, '10001 black 2.png')).toMatchObject({ state: 'matched', modelCode: '10001-001', position: 2 });
    expect(byName(files, '10001.webp').state).toBe('ambiguous');
    expect(byName(files, '10001.webp').candidates.map((item) => item.modelCode)).toEqual(['10001-001', '10001-410']);
    expect(byName(files, 'IMG_4412.jpg').state).toBe('unmatched');
    expect(byName(files, 'notes.jpg')).toMatchObject({ state: 'refused', refusal: 'not a JPEG, PNG or WebP image' });
    expect(byName(files, 'logo.svg')).toMatchObject({
      state: 'refused',
      refusal: 'not a .jpg, .jpeg, .png, .webp or .zip file',
    });
    expect(byName(files, 'huge.jpg')).toMatchObject({ state: 'refused', refusal: 'larger than 25 MB' });
    // Nothing of a refused file is kept.
    const stored = await world.storage.list(`images/incoming/${uploaded.batch.batchId}/`);
    expect(stored.map((object) => object.key).sort()).toEqual(
      ['10001-001_01.JPG', '10001 black 2.png', '10001.webp', 'IMG_4412.jpg']
        .map((name) => `images/incoming/${uploaded.batch.batchId}/${byName(files, name).id}`)
        .sort(),
    );
    const preview = await world.app.request(byName(files, 'IMG_4412.jpg').previewUrl!);
    expect(preview.headers.get('content-type')).toBe('image/webp');
  });

  it('applies the matched files and an ambiguous one staff chose an item for, in one action', async () => {
    const applied = await world.post(`/api/brands/${world.brandId}/images/apply`, {
      files: [
        { id: byName(files, '10001-001_01.JPG').id },
        { id: byName(files, '10001 black 2.png').id },
        { id: byName(files, '10001.webp').id, modelCode: '10001-410' },
      ],
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ message: '3 pictures applied', data: { applied: 3, replaced: 0 } });
    const tray = await world.get(`/api/brands/${world.brandId}/image-tray`);
    expect(tray.body.data.map((file: ImageUploadFile) => file.name)).toEqual(['IMG_4412.jpg']);
  });

  it('refuses to apply a refused file or one without an item, and changes nothing', async () => {
    const refused = await world.post(`/api/brands/${world.brandId}/images/apply`, {
      files: [{ id: byName(files, 'IMG_4412.jpg').id }, { id: byName(files, 'notes.jpg').id }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('IMG_4412.jpg: choose the item this picture shows.');
    const tray = await world.get(`/api/brands/${world.brandId}/image-tray`);
    expect(tray.body.data).toHaveLength(1);
  });

  it('resizes the applied pictures in the background and serves their variants, without EXIF, cached for good', async () => {
    await world.startWork();
    await world.untilPicturesReady();
    const pictures = await world.get(`/api/brands/${world.brandId}/items/10001-001/pictures`);
    expect(
      pictures.body.data.map((picture: { position: number; ready: boolean }) => [picture.position, picture.ready]),
    ).toEqual([
      [1, true],
      [2, true],
    ]);
    const first = pictures.body.data[0];
    for (const file of ['thumb.webp', 'card.jpg', 'large.webp']) {
      const answer = await world.app.request(`/media/images/${first.id}/${file}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
    }
    expect((await world.app.request(`/media/images/${first.id}/huge.png`)).status).toBe(404);
    expect((await world.app.request('/media/images/00000000-0000-4000-8000-000000000000/card.jpg')).status).toBe(404);
  });

  it('replaces the picture at the same item and position when a file is uploaded again', async () => {
    const again = await world.upload([{ name: '10001-001_1.jpg', bytes: await jpegPicture({ color: '#2980b9' }) }]);
    expect(again.files[0]).toMatchObject({ state: 'matched', replaces: true });
    const before = await world.db.select().from(itemImages).where(eq(itemImages.modelCode, '10001-001'));
    const applied = await world.post(`/api/brands/${world.brandId}/images/apply`, {
      files: [{ id: again.files[0]!.id }],
    });
    expect(applied.body.data).toEqual({ applied: 1, replaced: 1 });
    const after = await world.db.select().from(itemImages).where(eq(itemImages.modelCode, '10001-001'));
    expect(after).toHaveLength(2);
    expect(after.map((row) => row.id)).not.toContain(before.find((row) => row.position === 1)!.id);
  });

  it('discards what staff do not want from the tray', async () => {
    const discarded = await world.post(`/api/brands/${world.brandId}/images/discard`, {
      ids: [byName(files, 'IMG_4412.jpg').id],
    });
    expect(discarded.body).toMatchObject({ message: '1 file discarded', data: { discarded: 1 } });
    expect((await world.get(`/api/brands/${world.brandId}/image-tray`)).body.data).toEqual([]);
  });

  it('keeps the brand’s naming rule, refusing one without a model code', async () => {
    const bad = await world.put(`/api/brands/${world.brandId}/image-naming-rule`, { imageNamingRule: '<color>_<n>' });
    expect(bad.status).toBe(400);
    const good = await world.put(`/api/brands/${world.brandId}/image-naming-rule`, {
      imageNamingRule: '<n>-<model code>',
    });
    expect(good.status).toBe(200);
    expect((await world.get(`/api/brands/${world.brandId}`)).body.data.imageNamingRule).toBe('<n>-<model code>');
    const named = await world.upload([{ name: '3-10002-100.jpg', bytes: await jpegPicture() }]);
    expect(named.files[0]).toMatchObject({ state: 'matched', modelCode: '10002-100', position: 3 });
  });
});
