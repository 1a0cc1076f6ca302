import { randomUUID } from 'node:crypto';
import { and, eq, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import type { PimDb } from '../../../db/database';
import { itemImages } from '../../../db/images-schema';
import { items } from '../../../db/schema';
import type { ObjectStorage } from '../../../storage/storage';
import { pictureOriginalKey } from './picture-keys';

/**
 * Pictures for the demo data of a first start, drawn here (no download): a clog in the item's
 * color, seen from the side and from above. They are stored as uploaded originals and left
 * pending, so the server's resizing job makes their variants as it would for staff's own.
 */

const WIDTH = 1200;
const HEIGHT = 900;

/** Shoe colors by the words of a color name; another name gets a hue of its own from its letters. */
const NAMED_COLORS: Record<string, string> = {
  black: '#24262b',
  white: '#f2f0eb',
  navy: '#1f2d4d',
  blue: '#2f6fbd',
  red: '#c0392b',
  pink: '#e58fb0',
  green: '#3e8e5a',
  yellow: '#f1c232',
  orange: '#e67e22',
  purple: '#7d4ea8',
  grey: '#8a8f98',
  gray: '#8a8f98',
  brown: '#7a4e2d',
  beige: '#d8c3a0',
  bone: '#e3dac9',
};

export function colorOf(name: string): string {
  for (const word of name.toLowerCase().split(/[^a-z]+/)) if (NAMED_COLORS[word]) return NAMED_COLORS[word];
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash}, 55%, 50%)`;
}

function sideView(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="#f5f3ef"/>
  <ellipse cx="600" cy="700" rx="470" ry="40" fill="#000" opacity="0.08"/>
  <path d="M170 640 Q160 520 260 470 Q380 330 620 320 Q820 315 930 420 Q1040 470 1040 560 L1040 640 Z" fill="${color}"/>
  <rect x="150" y="630" width="910" height="60" rx="28" fill="#3b3b3b"/>
  <path d="M720 360 Q900 300 960 470" stroke="#3b3b3b" stroke-width="26" fill="none"/>
  ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${420 + i * 70}" cy="${430 + (i % 2) * 40}" r="16" fill="#000" opacity="0.25"/>`).join('')}
</svg>`;
}

function topView(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="#f5f3ef"/>
  <ellipse cx="600" cy="450" rx="420" ry="190" fill="#3b3b3b"/>
  <ellipse cx="600" cy="450" rx="395" ry="168" fill="${color}"/>
  <ellipse cx="760" cy="450" rx="170" ry="105" fill="#000" opacity="0.18"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${300 + (i % 3) * 80}" cy="${390 + Math.floor(i / 3) * 120}" r="18" fill="#000" opacity="0.25"/>`).join('')}
</svg>`;
}

/** Draws two pictures for each of the brand's items that has none yet; answers how many it drew. */
export async function seedDemoPictures(deps: { db: PimDb; storage: ObjectStorage }, brandId: number): Promise<number> {
  const bare = await deps.db
    .select({ modelCode: items.modelCode, color: items.color })
    .from(items)
    .where(
      and(
        eq(items.brandId, brandId),
        notExists(
          deps.db
            .select({ id: itemImages.id })
            .from(itemImages)
            .where(and(eq(itemImages.brandId, brandId), eq(itemImages.modelCode, items.modelCode))),
        ),
      ),
    );
  const rows: (typeof itemImages.$inferInsert)[] = [];
  // Items share colors: each color's two views are drawn once.
  const drawn = new Map<string, Buffer>();
  const draw = async (svg: string) => {
    const jpeg = drawn.get(svg) ?? (await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
    drawn.set(svg, jpeg);
    return jpeg;
  };
  for (const item of bare) {
    const color = colorOf(item.color);
    for (const [index, svg] of [sideView(color), topView(color)].entries()) {
      const id = randomUUID();
      const jpeg = await draw(svg);
      await deps.storage.putObject(pictureOriginalKey(id), jpeg, 'image/jpeg');
      rows.push({
        id,
        brandId,
        modelCode: item.modelCode,
        position: index + 1,
        originalKey: pictureOriginalKey(id),
        fileName: `${item.modelCode}_${index + 1}.jpg`,
        width: WIDTH,
        height: HEIGHT,
        createdBy: 'seed',
      });
    }
  }
  if (rows.length > 0) await deps.db.insert(itemImages).values(rows);
  return rows.length;
}
