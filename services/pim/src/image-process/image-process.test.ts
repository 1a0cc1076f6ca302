import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  animatedWebp,
  jpegPicture,
  pngDeclaring,
  pngPicture,
  pngWithScript,
  svgPicture,
} from '../test-support/picture-files';
import { createImageProcess } from './image-process';

const images = createImageProcess({ inFlight: 2 });
afterAll(() => images.close());

describe('the image process', () => {
  it('takes a JPEG and a PNG, answering their size and a small view', async () => {
    const jpeg = await images.inspect(await jpegPicture({ width: 900, height: 600 }));
    expect(jpeg).toMatchObject({ ok: true, width: 900, height: 600 });
    const png = await images.inspect(await pngPicture(300, 200));
    expect(png).toMatchObject({ ok: true, width: 300, height: 200 });
    if (!png.ok) throw new Error('unreachable');
    expect((await sharp(png.preview).metadata()).format).toBe('webp');
  });

  it('refuses what is not an image we take, whatever its name', async () => {
    expect(await images.inspect(Buffer.from('Model Code,Color\n10001,Black\n'))).toEqual({
      ok: false,
      reason: 'notAnImage',
    });
    expect(await images.inspect(svgPicture())).toEqual({ ok: false, reason: 'svg' });
    expect(await images.inspect(await pngWithScript())).toEqual({ ok: false, reason: 'script' });
    expect(await images.inspect(await animatedWebp())).toEqual({ ok: false, reason: 'animated' });
    const gif = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await images.inspect(gif)).toEqual({ ok: false, reason: 'notAnImage' });
  });

  it('refuses an image bomb from its header, without decoding it', async () => {
    expect(await images.inspect(await pngDeclaring(60_000, 60_000))).toEqual({ ok: false, reason: 'tooManyPixels' });
    expect(await images.inspect(await pngDeclaring(30_000, 10))).toEqual({ ok: false, reason: 'tooManyPixels' });
  });

  it('reads a file only when one of its places is free, so waiting pictures hold no memory', async () => {
    const picture = await pngPicture(40, 30);
    let started = 0;
    let letReadsEnd: () => void = () => {};
    const readsMayEnd = new Promise<void>((resolve) => {
      letReadsEnd = resolve;
    });
    const answers = Promise.all(
      Array.from({ length: 6 }, () =>
        images.loadAndInspect(async () => {
          started += 1;
          await readsMayEnd;
          return picture;
        }),
      ),
    );
    // While the first reads hold every place, no other file is read.
    await vi.waitFor(() => expect(started).toBe(images.inFlight));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(images.inFlight);
    letReadsEnd();
    const all = await answers;
    expect(started).toBe(6);
    expect(all.every((answer) => answer !== null && answer.inspected !== 'unreadable' && answer.inspected.ok)).toBe(
      true,
    );
    expect(await images.loadAndInspect(async () => null)).toBeNull();
  });

  it('refuses a cut file as unreadable', async () => {
    const jpeg = await jpegPicture();
    expect(await images.inspect(jpeg.subarray(0, 400))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('makes every variant, WebP and JPEG, none larger than its size and none with the EXIF location', async () => {
    const original = await jpegPicture({ width: 2400, height: 1600, withLocation: true });
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from('GPS'))).toBe(false);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const variants = await images.resize(original);
    expect(variants.map((v) => `${v.variant}.${v.format}`).sort()).toEqual([
      'card.jpg',
      'card.webp',
      'large.jpg',
      'large.webp',
      'thumb.jpg',
      'thumb.webp',
    ]);
    for (const { variant, bytes } of variants) {
      const meta = await sharp(bytes).metadata();
      expect(Math.max(meta.width, meta.height)).toBe({ thumb: 160, card: 480, large: 1200 }[variant]);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('answers a file that is not a .zip with a refusal', async () => {
    const { expandZip } = images;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-'));
    fs.writeFileSync(path.join(dir, 'a.zip'), 'not a zip');
    expect(await expandZip(path.join(dir, 'a.zip'), dir)).toEqual({ ok: false, reason: 'zipUnreadable' });
    expect((await images.inspect(await pngPicture())).ok).toBe(true);
  });
});
