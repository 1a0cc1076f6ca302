import { DEFAULT_IMAGE_NAMING_RULE } from '@lineup/contracts/images';
import { describe, expect, it } from 'vitest';
import { type ItemRef, indexItems, matchFileName, parseNamingRule } from './image-names';

const items: ItemRef[] = [
  { modelCode: '10001-001', color: 'Black', silhouette: 'Classic Clog' },
  { modelCode: '10001-410', color: 'Navy', silhouette: 'Classic Clog' },
  { modelCode: '10002-100', color: 'White', silhouette: 'Crocband' },
  { modelCode: 'CW1234', color: 'Pink Lemonade', silhouette: 'Slide' },
];
const index = indexItems(items);
const rule = parseNamingRule(DEFAULT_IMAGE_NAMING_RULE);
const match = (name: string, withRule = rule) => matchFileName(name, withRule, index);
const matched = (modelCode: string, position: number) => ({
  kind: 'matched',
  item: items.find((item) => item.modelCode === modelCode),
  position,
});

describe('matching a picture file to an item by its name', () => {
  it('takes the names people really use', () => {
    expect(match('10001-001_01.JPG')).toEqual(matched('10001-001', 1));
    expect(match('10001-001_03.jpeg')).toEqual(matched('10001-001', 3));
    expect(match('10001 black 2.png')).toEqual(matched('10001-001', 2));
    expect(match('10001_Navy_4.webp')).toEqual(matched('10001-410', 4));
    expect(match('10002.webp')).toEqual(matched('10002-100', 1));
    expect(match('10001-001.jpg')).toEqual(matched('10001-001', 1));
    expect(match('cw1234_pink lemonade_2.PNG')).toEqual(matched('CW1234', 2));
    expect(match('CW1234.jpg')).toEqual(matched('CW1234', 1));
    expect(match('10001_410_2.jpg')).toEqual(matched('10001-410', 2));
    expect(match('  10002-100 - 5 .JPG')).toEqual(matched('10002-100', 5));
  });

  it('calls a style in several colors, named without its color, ambiguous', () => {
    expect(match('10001.webp')).toEqual({ kind: 'ambiguous', candidates: [items[0], items[1]], position: 1 });
    expect(match('10001_2.jpg')).toEqual({ kind: 'ambiguous', candidates: [items[0], items[1]], position: 2 });
  });

  it('leaves names it cannot place unmatched', () => {
    expect(match('IMG_4412.JPG')).toEqual({ kind: 'unmatched' });
    expect(match('99999_black_1.jpg')).toEqual({ kind: 'unmatched' });
    // The code says one item, the color another: a person should look.
    expect(match('10001-001_navy_1.jpg')).toEqual({ kind: 'unmatched' });
    expect(match('10001-001_99.jpg')).toEqual({ kind: 'unmatched' });
  });

  it('follows a rule that puts the parts in another order', () => {
    const colorFirst = parseNamingRule('<color>-<model code>-<n>');
    expect(match('black-10001-2.jpg', colorFirst)).toEqual(matched('10001-001', 2));
    const positionFirst = parseNamingRule('<n>_<model code>');
    expect(match('3_10002-100.jpg', positionFirst)).toEqual(matched('10002-100', 3));
  });
});
