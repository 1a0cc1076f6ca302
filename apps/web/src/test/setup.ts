import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearTimersLeftWhenFileEnds } from './file-timers';
import { settleRouters } from './router-settle';

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

clearTimersLeftWhenFileEnds();

afterEach(async () => {
  cleanup();
  await settleRouters();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: resets the test document's cookies
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  vi.unstubAllGlobals();
});
