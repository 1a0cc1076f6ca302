// The pages with a first paint of their own content (the sign-in card, the catalogs heading) start
// the app after that paint: their module script and module preloads move into a template, and a
// small classic script (apps/web/start-after-first-paint.js, hashed into the build's assets) adds
// them to the head once the browser has painted. Fetched with the page, the scripts shared a slow
// link with the stylesheet the first paint waits for (decision 0022).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const BOOT_SOURCE = path.resolve(import.meta.dirname, '../start-after-first-paint.js');
const APP_SCRIPT_TAGS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * The page with its module script and preloads inside `<template id="app-scripts">` and the start
 * script (a deferred classic script) after it, at the end of the head. Throws on a page without a
 * module script: the build changed shape and the page would never start.
 */
export function moveAppScriptsAfterPaint(html, startScriptUrl) {
  const tags = [];
  const rest = html.replace(APP_SCRIPT_TAGS, (_match, tag) => {
    tags.push(tag);
    return '';
  });
  if (!tags.some((tag) => tag.startsWith('<script')))
    throw new Error('start-after-paint: the page has no module script');
  if (!rest.includes('</head>')) throw new Error('start-after-paint: the page has no </head>');
  const template = `<template id="app-scripts">${tags.join('')}</template>`;
  return rest.replace('</head>', `  ${template}\n    <script defer src="${startScriptUrl}"></script>\n  </head>`);
}

/** Writes the start script into distDir/assets with its content's hash, and rewrites each page. */
export function startAfterFirstPaint(distDir, pages) {
  const source = fs.readFileSync(BOOT_SOURCE);
  const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `assets/start-after-first-paint-${hash}.js`;
  fs.writeFileSync(path.join(distDir, file), source);
  for (const page of pages) {
    const pagePath = path.join(distDir, page);
    fs.writeFileSync(pagePath, moveAppScriptsAfterPaint(fs.readFileSync(pagePath, 'utf8'), `/${file}`));
  }
}
