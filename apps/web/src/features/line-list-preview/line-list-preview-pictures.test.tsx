import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parent, previewOf } from '@/features/line-list-preview/test-support/preview-fixtures';
import { layOutPreviewTable } from '@/features/line-list-preview/test-support/preview-table-layout';
import { aPicture, expectedThumbnail, thumbnailAttributes } from '@/test/fakes/pictures';
import { ok, renderApp, resetApp, stubApi } from '@/test/render-app';

layOutPreviewTable();
afterEach(resetApp);

describe('the line list preview’s pictures', () => {
  it('shows an item’s picture as a 40-pixel thumbnail before its image address, the placeholder with neither', async () => {
    const picture = aPicture();
    const preview = previewOf([
      parent(1, { picture }),
      parent(2, { children: [{ sku: 'S2-8', size: '8', image_urls: [] }] }),
    ]);
    stubApi((call) => (call.path === '/api/crocs/preview/7' ? ok(preview) : undefined));
    renderApp('/home/line-list/preview/7');
    const grid = await screen.findByRole('table', { name: previewTexts.tableLabel });
    const [withPicture, withNone] = [...grid.querySelectorAll('tbody tr:not([data-spacer])')];
    const image = within(withPicture as HTMLElement).getByRole('img', { name: previewTexts.imageAlt('Clog - Black') });
    expect(thumbnailAttributes(image)).toEqual(expectedThumbnail(picture, '40px'));
    expect(withNone?.querySelector('img')?.getAttribute('src')).toBe('/images/item-image-placeholder.svg');
  });
});
