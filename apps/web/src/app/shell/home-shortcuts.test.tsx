import { navigationTexts } from '@lineup/contracts/texts/navigation';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '@/app/shell/skip-link';
import { aBrand, brandsList } from '@/test/fakes/brands';
import { renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const hoka = aBrand(2, 'Hoka');

async function openBrands() {
  stubApi(brandsList([hoka]));
  renderApp('/home/brands');
  await screen.findByRole('cell', { name: 'Hoka' });
}

describe('the /home shell by hand', () => {
  it('offers a skip link first, which moves the focus to the content without a #hash', async () => {
    await openBrands();
    const skip = screen.getByRole('link', { name: navigationTexts.skipToContent });
    // The first link of the page, ahead of the sidebar.
    expect(document.querySelector('a')).toBe(skip);
    expect(fireEvent.click(skip)).toBe(false);
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
    expect(document.activeElement?.contains(screen.getByRole('heading', { name: 'Brands' }))).toBe(true);
  });

  it("focuses the page's search with '/', but not while typing or with a modifier", async () => {
    await openBrands();
    const search = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true });
    expect(document.activeElement).not.toBe(search);
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    expect(document.activeElement).toBe(search);

    // In a field, '/' is a character.
    const other = document.createElement('input');
    document.getElementById(MAIN_CONTENT_ID)?.append(other);
    other.focus();
    expect(fireEvent.keyDown(other, { key: '/' })).toBe(true);
    expect(document.activeElement).toBe(other);
  });
});
