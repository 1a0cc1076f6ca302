import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { renderApp, resetApp } from '@/test/render-app';

/** The segmentation screen's component tests: the screen as a browser lays it out, and opening it. */

/**
 * jsdom lays nothing out: give the grid's scroll box a browser's 720 px and each row its height, so
 * the virtualizer decides what to render as it does there.
 */
function layOutGridLikeABrowser() {
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  const boxes: Record<string, [number, number]> = { 'segmentation-grid': [1024, 720], 'add-items-list': [480, 320] };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return boxes[this.dataset.testid ?? '']?.[1] ?? 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return boxes[this.dataset.testid ?? '']?.[0] ?? 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.index !== undefined ? 224 : 0;
      },
    });
  });
  afterAll(() => {
    // clientHeight/Width are Element's own (the overrides above shadow them); offsetHeight is HTMLElement's.
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  });
}

/** At the top of a segmentation test file: the grid laid out as in a browser, the app reset after each test. */
export function setUpSegmentationTests() {
  layOutGridLikeABrowser();
  afterEach(resetApp);
}

/** Opens the segmentation of line list 7 and waits for its title, Spring 2026. */
export async function openSegmentation() {
  const router = renderApp('/home/catalog-segmentation/7');
  await screen.findByRole('heading', { name: 'Spring 2026' });
  return router;
}
