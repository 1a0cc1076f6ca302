import { imageMessages } from '@lineup/contracts/image-messages';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aBrand, brandsList } from '@/test/fakes/brands';
import { bodiesSent, serveFirst } from '@/test/fakes/fake-api';
import { anImageFile, imagesInMemory } from '@/test/fakes/images';
import { renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const unmatched = anImageFile('IMG_0001.jpg', { previewUrl: '/media/uploads/a/preview.webp' });
const ambiguous = anImageFile('b_navy_2.jpg', {
  state: 'ambiguous',
  position: 2,
  candidates: [{ modelCode: 'B1', color: 'Navy', silhouette: 'Clog' }],
});

function trayServer() {
  const images = imagesInMemory({ brandId: 7, tray: [unmatched, ambiguous] });
  return stubApi(serveFirst(brandsList([aBrand(7, 'Crocs')]), images.handler));
}

const tray = () => screen.getByRole('table', { name: pictureTexts.trayTitle });

describe('/home/brand/{brandId}/pictures, the Unmatched tray', () => {
  it('shows each waiting file with its small view, and applies one to the item and position given', async () => {
    const calls = trayServer();
    renderApp('/home/brand/7/pictures');
    const preview = (await screen.findByRole('img', {
      name: pictureTexts.trayPreviewAlt('IMG_0001.jpg'),
    })) as HTMLImageElement;
    expect(preview.src).toBe('http://localhost:3000/media/uploads/a/preview.webp');
    // An ambiguous file starts at the position its name gave.
    expect(screen.getByRole('spinbutton', { name: pictureTexts.positionFor('b_navy_2.jpg') })).toHaveProperty(
      'value',
      '2',
    );

    const apply = screen.getByRole('button', { name: pictureTexts.applyFile('IMG_0001.jpg') });
    expect(apply).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: pictureTexts.modelCodeFor('IMG_0001.jpg') }), {
      target: { value: ' 10001-001 ' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: pictureTexts.positionFor('IMG_0001.jpg') }), {
      target: { value: '3' },
    });
    fireEvent.click(apply);
    expect(await screen.findByText(imageMessages.imagesApplied(1))).toBeTruthy();
    expect(bodiesSent(calls, 'POST /api/brands/7/images/apply')).toEqual([
      { files: [{ id: unmatched.id, modelCode: '10001-001', position: 3 }] },
    ]);
    await screen.findByRole('button', { name: pictureTexts.applyFile('b_navy_2.jpg') });
    expect(within(tray()).queryByText('IMG_0001.jpg')).toBeNull();
  });

  it('discards a file, which leaves the tray', async () => {
    const calls = trayServer();
    renderApp('/home/brand/7/pictures');
    fireEvent.click(await screen.findByRole('button', { name: pictureTexts.discardFile('b_navy_2.jpg') }));
    expect(await screen.findByText(imageMessages.imagesDiscarded(1))).toBeTruthy();
    expect(bodiesSent(calls, 'POST /api/brands/7/images/discard')).toEqual([{ ids: [ambiguous.id] }]);
    fireEvent.click(screen.getByRole('button', { name: pictureTexts.discardFile('IMG_0001.jpg') }));
    expect(await screen.findByText(pictureTexts.trayEmpty)).toBeTruthy();
  });
});
