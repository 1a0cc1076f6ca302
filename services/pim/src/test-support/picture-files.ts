import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Picture files as people's tools write them, and as an attacker would craft them, for the image
 * tests and the benchmark: made here, nothing downloaded.
 */

/** A JPEG of a coloured shoe-box shape, with the camera's EXIF (a GPS position among it) when asked. */
export async function jpegPicture({ width = 800, height = 600, color = '#c0392b', withLocation = false } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4f1ea"/>
    <rect x="10%" y="40%" width="80%" height="35%" rx="40" fill="${color}"/></svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  if (withLocation) {
    image = image.withExif({
      IFD0: { Make: 'Lineup test camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    });
  }
  return image.toBuffer();
}

export const pngPicture = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A small PNG whose header declares a huge image (an "image bomb"), with a valid checksum. */
export async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(await pngPicture(8, 8));
  // The IHDR chunk: length (4) 'IHDR' (4) width (4) height (4) ... CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** An animated WebP of two frames. */
export async function animatedWebp() {
  const frame = (r: number) =>
    sharp({ create: { width: 20, height: 20, channels: 3, background: { r, g: 0, b: 0 } } })
      .png()
      .toBuffer();
  return sharp([await frame(255), await frame(0)], { join: { animated: true } })
    .webp()
    .toBuffer();
}

export const svgPicture = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );

/** A real PNG with a page's script appended after its end: an image and a page at once. */
export async function pngWithScript() {
  return Buffer.concat([await pngPicture(10, 10), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}
