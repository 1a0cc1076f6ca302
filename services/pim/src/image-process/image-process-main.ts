// The image process: every decode of an uploaded picture happens here, never in the server, so
// a crafted file that crashes the image library or blows up its memory takes only this process.
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, PICTURE_VARIANTS, type PictureVariant } from '@lineup/contracts/images';
import sharp, { type Metadata } from 'sharp';
import { expandZip } from './expand-zip';
import type { ImageAnswer, ImageRequest, Inspected, Resized } from './image-process-messages';

// One libvips thread per operation: the parent bounds how many run at once.
sharp.concurrency(1);
sharp.cache(false);

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((value, i) => bytes[at + i] === value);

/** What the bytes are, whatever the file's name says. */
function sniff(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'svg' | 'other' {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('latin1')
    .replace(/^\uFEFF?\s*/, '')
    .toLowerCase();
  if (head.startsWith('<') && /<svg[\s>]/.test(head)) return 'svg';
  return 'other';
}

/** An image that would run as a page if a browser were ever tricked into reading it as one. */
const holdsScript = (bytes: Uint8Array) => /<script|javascript:/i.test(Buffer.from(bytes).toString('latin1'));

const pixelLimit = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const;

async function inspect(bytes: Uint8Array): Promise<Inspected> {
  const kind = sniff(bytes);
  if (kind === 'svg') return { ok: false, reason: 'svg' };
  if (kind === 'other') return { ok: false, reason: 'notAnImage' };
  if (holdsScript(bytes)) return { ok: false, reason: 'script' };
  let meta: Metadata;
  try {
    // The header only: nothing is decoded before the declared size is checked.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > IMAGE_MAX_PIXELS || width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE)
    return { ok: false, reason: 'tooManyPixels' };
  if ((meta.pages ?? 1) > 1) return { ok: false, reason: 'animated' };
  try {
    const preview = await sharp(bytes, pixelLimit)
      .rotate()
      .resize(PICTURE_VARIANTS.thumb, PICTURE_VARIANTS.thumb, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    const upright = meta.autoOrient ?? { width, height };
    return { ok: true, width: upright.width, height: upright.height, preview };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/**
 * Every variant, WebP and JPEG. The original is decoded once, to the largest variant's size (a JPEG
 * shrinks on load, so a camera's 24 megapixels are never all in memory); the smaller variants are
 * made from that, not from the original again. sharp writes no metadata unless asked, so no variant
 * carries the original's EXIF (a camera's location among it); the orientation is applied to the
 * pixels first.
 */
async function resize(bytes: Uint8Array): Promise<Resized> {
  const sides = Object.entries(PICTURE_VARIANTS) as [PictureVariant, number][];
  const largest = Math.max(...sides.map(([, side]) => side));
  const { data, info } = await sharp(bytes, pixelLimit)
    .rotate()
    .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const made: Resized = [];
  for (const [variant, side] of sides) {
    const sized = sharp(data, raw).resize(side, side, { fit: 'inside', withoutEnlargement: true });
    const [webp, jpg] = await Promise.all([
      sized.clone().webp({ quality: 80, effort: 3 }).toBuffer(),
      // JPEG has no transparency: a transparent PNG gets a white ground rather than a black one.
      sized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true }).toBuffer(),
    ]);
    made.push({ variant, format: 'webp', bytes: webp }, { variant, format: 'jpg', bytes: jpg });
  }
  return made;
}

async function answer(request: ImageRequest): Promise<ImageAnswer> {
  try {
    if (request.op === 'inspect') return { id: request.id, ok: true, result: await inspect(request.bytes) };
    if (request.op === 'resize') return { id: request.id, ok: true, result: await resize(request.bytes) };
    return { id: request.id, ok: true, result: await expandZip(request.path, request.into) };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (request: ImageRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});
process.send?.({ id: 0, ready: true } satisfies ImageAnswer);
