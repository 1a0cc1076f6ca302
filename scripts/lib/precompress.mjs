// Build-time steps on the SPA's build (apps/web/dist) after Vite: the /home page variant with the
// shell skeleton, and a brotli and a gzip copy of every text file worth compressing, which the
// server answers in place of the file when the request accepts it (scripts/lib/static-assets.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|html|json)$/;
const SKELETON_START = '<!-- shell-skeleton -->';
const SKELETON_END = '<!-- /shell-skeleton -->';

/**
 * index.html carries the signed-in shell's skeleton between markers. It becomes home.html (the
 * page of /home routes) as is, while index.html (sign-in pages, portal) loses it: a sidebar frame
 * would flash before a sign-in form. Answers whether the markers were there.
 */
export function writeHomePage(distDir) {
  const indexPath = path.join(distDir, 'index.html');
  const html = fs.readFileSync(indexPath, 'utf8');
  const start = html.indexOf(SKELETON_START);
  const end = html.indexOf(SKELETON_END);
  if (start < 0 || end < start) return false;
  fs.writeFileSync(path.join(distDir, 'home.html'), html);
  fs.writeFileSync(indexPath, html.slice(0, start) + html.slice(end + SKELETON_END.length));
  return true;
}

/** Every file under dir, hidden folders (Vite's .vite manifest) left out. */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) next to each .js, .css, .svg,
 * .html and .json file over 1 KB, unless the copy would not be smaller. Answers what it wrote.
 */
export function precompressDir(distDir) {
  const written = [];
  for (const file of filesUnder(distDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const copies = {
      br: zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz: zlib.gzipSync(bytes, { level: 9 }),
    };
    for (const [extension, copy] of Object.entries(copies)) {
      if (copy.length >= bytes.length) continue;
      fs.writeFileSync(`${file}.${extension}`, copy);
      written.push({ file: path.relative(distDir, `${file}.${extension}`), raw: bytes.length, bytes: copy.length });
    }
  }
  return written;
}
