import { describe, expect, it } from 'vitest';
import { carriesUnstorableText } from './unstorable-text';

describe('carriesUnstorableText', () => {
  it('finds a NUL or an unpaired surrogate in any string or key, at any depth', () => {
    expect(carriesUnstorableText('a\u0000b')).toBe(true);
    expect(carriesUnstorableText({ list: [{ sku: 'lone \ud800' }] })).toBe(true);
    expect(carriesUnstorableText({ 'key\u0000': 1 })).toBe(true);
    let deep: unknown = 'trailing \udfff';
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(carriesUnstorableText(deep)).toBe(true);
  });

  it('accepts every other text, paired surrogates (emoji) included', () => {
    expect(carriesUnstorableText({ name: 'Crocs 🥾 Ünïcödé', n: 1, none: null, list: ['', 'x'] })).toBe(false);
    expect(carriesUnstorableText(undefined)).toBe(false);
  });
});
