import { cleanup, configure, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait for a condition; on a busy 2-core machine a lazy route can take more than
// the default second to render, so give conditions time rather than fail on timing.
configure({ asyncUtilTimeout: 5000 });

// What jsdom lacks and radix-ui / input-otp touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Element.prototype.scrollIntoView ??= () => {};
document.elementFromPoint ??= () => null;

const TOAST = '[data-sonner-toast]';

afterEach(async () => {
  // A toast leaving the screen removes itself on a timer (200 ms); one that fires after the test
  // file's document is gone throws outside any test. So the toasts a test leaves are dismissed
  // and waited out while the document exists (under fake timers the test drives time itself).
  if (!vi.isFakeTimers() && document.querySelector(TOAST)) {
    toast.dismiss();
    await waitFor(() => {
      if (document.querySelector(TOAST)) throw new Error('a toast is still on the screen');
    });
  }
  cleanup();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: resets the test document's cookies
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  vi.unstubAllGlobals();
});
