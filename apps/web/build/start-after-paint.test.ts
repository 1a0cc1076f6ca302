import { describe, expect, it } from 'vitest';
import { moveAppScriptsAfterPaint } from './start-after-paint.mjs';

const START = '/assets/start-after-first-paint-AbC12345.js';
const page = [
  '<!doctype html><html><head>',
  '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
  '<link rel="modulepreload" crossorigin href="/assets/landing-4.js">',
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-5.woff2">',
  '</head><body><h1>Catalogs</h1></body></html>',
].join('\n');

/** The page without its templates: what the browser fetches and runs as it parses. */
const outsideTemplates = (html: string) => html.replace(/<template[\s\S]*?<\/template>/g, '');

describe('moveAppScriptsAfterPaint', () => {
  it('keeps the module script and preloads in a template, and adds the start script after it', () => {
    const moved = moveAppScriptsAfterPaint(page, START);
    const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(moved)?.[1];
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/landing-4.js">',
    );
    const parsed = outsideTemplates(moved);
    expect(parsed).not.toContain('type="module"');
    expect(parsed).not.toContain('modulepreload');
    expect(parsed).toContain(`<script defer src="${START}"></script>\n  </head>`);
    expect(moved.indexOf('<template id="app-scripts">')).toBeLessThan(moved.indexOf(START));
    // What the first paint needs, and the configuration, still load with the page.
    for (const kept of ['/assets/index-3.css', '/config.json', '/assets/inter-5.woff2', '<h1>Catalogs</h1>'])
      expect(parsed).toContain(kept);
  });

  it('refuses a page that has no module script or no head', () => {
    expect(() => moveAppScriptsAfterPaint('<html><head></head><body></body></html>', START)).toThrow(
      /no module script/,
    );
    expect(() =>
      moveAppScriptsAfterPaint('<script type="module" src="/assets/index-1.js"></script><body></body>', START),
    ).toThrow(/no <\/head>/);
  });
});
