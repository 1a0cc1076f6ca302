import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemImages } from '../../../db/images-schema';
import { openPictureWorld, PICTURE_TEST_ITEMS } from '../../../test-support/picture-world';
import { colorOf, seedDemoPictures } from './demo-pictures';
import { pictureOriginalKey } from './picture-keys';

let world: Awaited<ReturnType<typeof openPictureWorld>>;
beforeAll(async () => {
  world = await openPictureWorld();
});
afterAll(() => world.dispose());

describe('the demo data’s pictures', () => {
  it('draws two pictures per item, stored as originals and left for the resizing job', async () => {
    expect(await seedDemoPictures(world, world.brandId)).toBe(PICTURE_TEST_ITEMS.length * 2);
    const rows = await world.db.select().from(itemImages).where(eq(itemImages.brandId, world.brandId));
    expect(rows.every((row) => row.state === 'pending')).toBe(true);
    const stream = await world.storage.getObject(pictureOriginalKey(rows[0]!.id));
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    await world.startWork();
    await world.untilPicturesReady();
  });

  it('draws none for items that have pictures already', async () => {
    expect(await seedDemoPictures(world, world.brandId)).toBe(0);
  });

  it('paints each item in its color', () => {
    expect(colorOf('Black')).toBe('#24262b');
    expect(colorOf('Navy/White')).toBe('#1f2d4d');
    expect(colorOf('Lemonade')).toMatch(/^hsl\(\d+, 55%, 50%\)$/);
  });
});
