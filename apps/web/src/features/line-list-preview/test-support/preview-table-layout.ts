import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out: for the tests of a file, the preview table's scroll box gets its 500 px
 * and each row the estimated 57 px, as a browser would, so the virtualizer decides what to render
 * as it does there. Call at the top of a test file.
 */
export function layOutPreviewTable() {
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'preview-table-scroll' ? 500 : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === 'TR' ? 57 : 0;
      },
    });
  });
  afterAll(() => {
    // clientHeight is Element's own (the override above shadows it); offsetHeight is HTMLElement's.
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  });
}
