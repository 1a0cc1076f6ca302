import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSegmentation, setUpSegmentationTests } from '@/features/segmentation/test-support/segmentation-screen';
import { item, segmentationServer } from '@/features/segmentation/test-support/segmentation-server';
import { aPicture, expectedThumbnail, thumbnailAttributes } from '@/test/fakes/pictures';

setUpSegmentationTests();

describe('the segmentation cards’ pictures', () => {
  it('show an item’s picture before its image address, about a column wide, and the placeholder with neither', async () => {
    const picture = aPicture();
    segmentationServer([item('A-1', [], { picture, image_url: 'https://img.test/a.jpg' }), item('A-2')]);
    await openSegmentation();
    const [withPicture, withNone] = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(thumbnailAttributes(withPicture?.querySelector('img'))).toEqual(expectedThumbnail(picture, '200px'));
    expect(within(withNone!).getByTestId('item-placeholder')).toBeTruthy();
  });
});
