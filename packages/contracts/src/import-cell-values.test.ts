import { describe, expect, it } from 'vitest';
import {
  type CellValue,
  dayOf,
  importText,
  moneyOf,
  NOT_READABLE,
  quantityOf,
  readImageUrlsCell,
  upcOf,
} from './import-cell-values';
import { uploadMessages } from './messages';

describe('cells as people write them', () => {
  it.each<[CellValue, string]>([
    [10, '10'],
    [7.5, '7.5'],
    [191448000000, '191448000000'],
    [4052001017723, '4052001017723'],
    [0.1 + 0.2, '0.3'],
    [49.99, '49.99'],
    [new Date(Date.UTC(2026, 2, 15)), '2026-03-15'],
    ['  Arizona  ', 'Arizona'],
    [null, ''],
    [true, 'true'],
  ])('importText(%s) is %s', (value, text) => expect(importText(value)).toBe(text));

  it.each<[CellValue, number | null | typeof NOT_READABLE]>([
    [49.99, 49.99],
    ['49.99', 49.99],
    ['$49.99', 49.99],
    ['$1,234.50', 1234.5],
    ['1,234', 1234],
    ['49.99 USD', 49.99],
    ['USD 49.99', 49.99],
    ['€49,99', 49.99],
    ['1.234,50 €', 1234.5],
    ['£ 10', 10],
    ['', null],
    [null, null],
    ['abc', NOT_READABLE],
    ['49.99.1', NOT_READABLE],
    ['$', NOT_READABLE],
    [Number.NaN, NOT_READABLE],
  ])('moneyOf(%s) is %s', (value, amount) => expect(moneyOf(value)).toBe(amount));

  it.each<[CellValue, string | null | typeof NOT_READABLE]>([
    [new Date(Date.UTC(2026, 2, 15)), '2026-03-15'],
    [46096, '2026-03-15'],
    ['2026-03-15', '2026-03-15'],
    ['2026/3/5', '2026-03-05'],
    ['2026-03-15T00:00:00Z', '2026-03-15'],
    ['03/15/2026', '2026-03-15'],
    ['3/5/26', '2026-03-05'],
    ['15.03.2026', '2026-03-15'],
    ['15-Mar-2026', '2026-03-15'],
    ['15 March 2026', '2026-03-15'],
    ['March 15, 2026', '2026-03-15'],
    ['Sept 1 2026', '2026-09-01'],
    ['Mar 15th, 2026', '2026-03-15'],
    ['', null],
    ['soon', NOT_READABLE],
    ['2026-02-30', NOT_READABLE],
    ['15-Foo-2026', NOT_READABLE],
    ['13/15/2026', NOT_READABLE],
    [-1, NOT_READABLE],
  ])('dayOf(%s) is %s', (value, day) => expect(dayOf(value)).toBe(day));

  it('reads UPCs of 8 to 14 digits and whole quantities of 0 or more', () => {
    expect(upcOf(810000400031)).toBe('810000400031');
    expect(upcOf('00012345')).toBe('00012345');
    expect(upcOf('1234567')).toBe(NOT_READABLE);
    expect(upcOf('123456789012345')).toBe(NOT_READABLE);
    expect(upcOf('n/a')).toBe(NOT_READABLE);
    expect(upcOf(null)).toBeNull();
    expect(quantityOf(12)).toBe(12);
    expect(quantityOf('0')).toBe(0);
    expect(quantityOf(1.5)).toBe(NOT_READABLE);
    expect(quantityOf(-1)).toBe(NOT_READABLE);
    expect(quantityOf('two')).toBe(NOT_READABLE);
    expect(quantityOf('')).toBeNull();
  });
});

describe('image address cells', () => {
  const at = { header: 'Image', row: 7 };
  it.each<[CellValue, string[] | null]>([
    ['https://cdn.example.com/a.jpg', ['https://cdn.example.com/a.jpg']],
    [
      'https://cdn.example.com/a.jpg, http://cdn.example.com/b.png',
      ['https://cdn.example.com/a.jpg', 'http://cdn.example.com/b.png'],
    ],
    ['HD-WALLY_black.jpg; HD-WALLY_side.webp', ['HD-WALLY_black.jpg', 'HD-WALLY_side.webp']],
    ['No Image', []],
    ['  ', []],
    [null, []],
  ])('reads %j as %j', (cell, expected) => {
    expect(readImageUrlsCell(cell, at)).toEqual({ value: expected });
  });

  it.each(['View image', 'see photo', 'TBD', 'javascript:alert(1)'])(
    'refuses %j, which is no address (a link shows its text, not its address)',
    (cell) => {
      expect(readImageUrlsCell(cell, at)).toEqual({ problem: uploadMessages.notImageAddress('Image', 7, cell) });
    },
  );
});
