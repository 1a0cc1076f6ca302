import { describe, expect, it } from 'vitest';
import { hasLineListImporter } from './line-list-importers';

describe('hasLineListImporter', () => {
  it('is true for a brand whose name contains Crocs in any case', () => {
    expect(['Crocs', 'CROCS Kids', 'Jibbitz by crocs'].map(hasLineListImporter)).toEqual([true, true, true]);
  });

  it('is false for every other brand', () => {
    expect(['Hoka', 'On', 'Croc', ''].map(hasLineListImporter)).toEqual([false, false, false, false]);
  });
});
