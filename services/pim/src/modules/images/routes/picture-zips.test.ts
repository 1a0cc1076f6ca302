import { deflateRawSync } from 'node:zlib';
import { imageMessages } from '@lineup/contracts/image-messages';
import { IMAGE_MAX_BYTES, IMAGE_ZIP_MAX_FILES, type ImageUploadFile } from '@lineup/contracts/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegPicture, pngPicture } from '../../../test-support/picture-files';
import { openPictureWorld } from '../../../test-support/picture-world';
import { zip, zipOfDeflated } from '../../../test-support/test-zip';

let world: Awaited<ReturnType<typeof openPictureWorld>>;
beforeAll(async () => {
  world = await openPictureWorld();
});
afterAll(() => world.dispose());

const MB = 1024 * 1024;
const byName = (files: ImageUploadFile[], name: string) => files.find((file) => file.name === name);

/** Uploads one .zip and answers the upload's files and what storage keeps of the upload. */
async function uploadZip(name: string, bytes: Buffer) {
  const uploaded = await world.upload([{ name, bytes }]);
  expect(uploaded.status).toBe(200);
  const stored = await world.storage.list(`images/incoming/${uploaded.batch.batchId}/`);
  const keyOf = (file: ImageUploadFile) => `images/incoming/${uploaded.batch.batchId}/${file.id}`;
  return { files: uploaded.files, stored: stored.map((object) => object.key).sort(), keyOf };
}

/** A .zip refused whole: its own file is listed refused with the reason, and nothing of it is kept. */
async function expectZipRefused(name: string, bytes: Buffer, refusal: string) {
  const { files, stored } = await uploadZip(name, bytes);
  expect(files).toEqual([expect.objectContaining({ name, state: 'refused', refusal })]);
  expect(stored).toEqual([]);
}

describe('uploading a .zip of pictures', () => {
  it('takes out the pictures of its folders, leaving what macOS and Finder add beside them, and matches each by name', async () => {
    const jpeg = await jpegPicture();
    const { files, stored, keyOf } = await uploadZip(
      'spring shoot.zip',
      zip([
        { name: 'spring shoot/', data: Buffer.alloc(0) },
        { name: 'spring shoot/10001-001_01.jpg', data: jpeg },
        { name: 'spring shoot/clogs/10001 navy 2.png', data: await pngPicture() },
        { name: 'spring shoot/IMG_4412.jpg', data: jpeg },
        { name: 'spring shoot/.DS_Store', data: Buffer.from('Bud1 finder data') },
        { name: '__MACOSX/spring shoot/._10001-001_01.jpg', data: Buffer.from('apple double') },
        { name: '__MACOSX/._x', data: Buffer.from('apple double') },
      ]),
    );
    expect(files.map((file) => file.name).sort()).toEqual(['10001 navy 2.png', '10001-001_01.jpg', 'IMG_4412.jpg']);
    expect(byName(files, '10001-001_01.jpg')).toMatchObject({ state: 'matched', modelCode: '10001-001', position: 1 });
    expect(byName(files, '10001 navy 2.png')).toMatchObject({ state: 'matched', modelCode: '10001-410', position: 2 });
    expect(byName(files, 'IMG_4412.jpg')).toMatchObject({ state: 'unmatched' });
    // The .zip itself is not kept once its pictures are out: they are.
    expect(stored).toEqual(files.map(keyOf).sort());
  });

  it(`refuses an entry larger than ${IMAGE_MAX_BYTES / MB} MB on its own, taking the others`, async () => {
    const { files, stored, keyOf } = await uploadZip(
      'with a big one.zip',
      zip([
        // Zeros deflate to a few KB: the .zip is small, the entry is not.
        { name: 'shoot/10001-001_03.jpg', data: Buffer.alloc(26 * MB) },
        { name: 'shoot/10002-100_1.jpg', data: await jpegPicture() },
      ]),
    );
    expect(byName(files, '10001-001_03.jpg')).toMatchObject({
      state: 'refused',
      refusal: imageMessages.refusals.tooLarge(IMAGE_MAX_BYTES / MB),
    });
    expect(byName(files, '10002-100_1.jpg')).toMatchObject({ state: 'matched', modelCode: '10002-100', position: 1 });
    expect(stored).toEqual([keyOf(byName(files, '10002-100_1.jpg')!)]);
  });

  it('refuses a .zip naming a path outside its folder, and keeps nothing of it', async () => {
    const bytes = zip([
      { name: '10001-001_01.jpg', data: await jpegPicture() },
      { name: '../evil.jpg', data: await jpegPicture() },
    ]);
    await expectZipRefused('escape.zip', bytes, imageMessages.refusals.zipOutsideRoot);
  });

  it('refuses a .zip holding another .zip, and keeps nothing of it', async () => {
    const inner = zip([{ name: '10001-001_01.jpg', data: await jpegPicture() }]);
    const bytes = zip([
      { name: 'shoot/10002-100_1.jpg', data: await jpegPicture() },
      { name: 'shoot/more.zip', data: inner },
    ]);
    await expectZipRefused('nested.zip', bytes, imageMessages.refusals.zipNested);
  });

  it(`refuses a .zip of more than ${IMAGE_ZIP_MAX_FILES} files, and keeps nothing of it`, async () => {
    const tiny = deflateRawSync(Buffer.from('x'));
    const entries = Array.from({ length: IMAGE_ZIP_MAX_FILES + 1 }, (_, i) => ({
      name: `many/${i}.jpg`,
      compressed: tiny,
      size: 1,
    }));
    await expectZipRefused(
      'many.zip',
      zipOfDeflated(entries),
      imageMessages.refusals.zipTooManyFiles(IMAGE_ZIP_MAX_FILES),
    );
  });

  it('refuses a file named .zip that is not one, and keeps nothing of it', async () => {
    await expectZipRefused('pictures.zip', await jpegPicture(), imageMessages.refusals.zipUnreadable);
  });
});
