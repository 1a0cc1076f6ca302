import { describe, expect, it } from 'vitest';
import { isAtOnceLineList, stockLabel, stockMessages } from './stock';

describe('stockLabel', () => {
  it('exact: "Sold out" at 0 or below, else the figure left', () => {
    expect(stockLabel(0, 'exact')).toBe('Sold out');
    expect(stockLabel(-2, 'exact')).toBe('Sold out');
    expect(stockLabel(3, 'exact')).toBe('3 left');
    expect(stockLabel(250, 'exact')).toBe('250 left');
  });

  it('bands: "Sold out" at 0, "Low" under 10, the figure up to 99, then "100+"', () => {
    expect(stockLabel(0, 'bands')).toBe('Sold out');
    expect(stockLabel(1, 'bands')).toBe('Low');
    expect(stockLabel(9, 'bands')).toBe('Low');
    expect(stockLabel(10, 'bands')).toBe('10');
    expect(stockLabel(99, 'bands')).toBe('99');
    expect(stockLabel(100, 'bands')).toBe('100+');
  });

  it('shows nothing for a stock nobody gave: it has no limit', () => {
    expect(stockLabel(null, 'exact')).toBeNull();
    expect(stockLabel(null, 'bands')).toBeNull();
  });
});

describe('stock messages and line-list types', () => {
  it('names the style, the size and how many are left', () => {
    expect(stockMessages.notEnoughStock('206991-001', '9', 3)).toBe('Style 206991-001 size 9: only 3 left.');
    expect(stockMessages.notEnoughStock('206991-001', 'M8/W10', 0)).toBe('Style 206991-001 size M8/W10: sold out.');
    expect(stockMessages.unknownSkus(['A-1'])).toBe(
      'The stock file names a SKU the brand does not have: A-1. Nothing was changed.',
    );
  });

  it('holds at-once line lists to their stock, not pre-book', () => {
    expect(['brand-ats', 'own-stock', 'future-stock', 'pre-book'].map(isAtOnceLineList)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
