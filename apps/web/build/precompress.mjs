// Build-time steps on the SPA's build (apps/web/dist) after Vite: the page variants with their first
// paint (the shell skeleton, a page's heading, the sign-in card), and a brotli and a gzip copy of every text file worth compressing, which the
// server answers in place of the file when the request accepts it (apps/server/src/static-assets.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONTENT_PAGES, SHELL_PAGE } from './first-paint-pages.mjs';

/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|html|json)$/;
const SKELETON_START = '<!-- shell-skeleton -->';
const SKELETON_END = '<!-- /shell-skeleton -->';
const PAGE_HEADER_START = '<!-- page-header -->';
const PAGE_HEADER_END = '<!-- /page-header -->';
const TEMPLATES = /\s*<template id="first-paint-([\w-]+)">([\s\S]*?)<\/template>/g;

/** The HTML between two markers, and the text without it (markers included); null without them. */
function cut(html, startMarker, endMarker) {
  const start = html.indexOf(startMarker);
  const end = html.indexOf(endMarker, start);
  if (start < 0 || end < 0) return null;
  return {
    inside: html.slice(start + startMarker.length, end),
    replace: (content) => html.slice(0, start) + content + html.slice(end + endMarker.length),
  };
}

/**
 * The pages client routes get, each with its first paint drawn before any script runs.
 * index.html carries the signed-in shell's skeleton between markers, and templates of other
 * pages' first paint. It becomes:
 * - home.html (/home routes): the shell skeleton;
 * - home-catalogs.html (/home/catalogs, where signing in lands): the shell skeleton with the
 *   page's heading and description in place of the heading's placeholder;
 * - sign-in.html (/auth/start): the sign-in card;
 * - index.html (the portal, other pages): none, since a sidebar frame would flash before a
 *   customer's page.
 * No page keeps the templates. Answers the pages written, or null when the markers are missing.
 */
export function writeFirstPaintPages(distDir) {
  const indexPath = path.join(distDir, 'index.html');
  const templates = {};
  const html = fs.readFileSync(indexPath, 'utf8').replace(TEMPLATES, (_match, name, content) => {
    templates[name] = content;
    return '';
  });
  const skeleton = cut(html, SKELETON_START, SKELETON_END);
  const header = skeleton && cut(skeleton.inside, PAGE_HEADER_START, PAGE_HEADER_END);
  if (!skeleton || !header) return null;
  const pages = {
    [SHELL_PAGE]: skeleton.replace(skeleton.inside),
    'index.html': skeleton.replace(''),
  };
  if (templates['catalogs-header'])
    pages[CONTENT_PAGES.catalogs] = skeleton.replace(header.replace(templates['catalogs-header']));
  if (templates['sign-in']) pages[CONTENT_PAGES.signIn] = skeleton.replace(templates['sign-in']);
  for (const [file, page] of Object.entries(pages)) fs.writeFileSync(path.join(distDir, file), page);
  return Object.keys(pages);
}

/** Every file under dir, hidden folders (Vite's .vite manifest) left out. */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) next to each .js, .css, .svg,
 * .html and .json file over 1 KB, unless the copy would not be smaller. Answers what it wrote.
 */
export function precompressDir(distDir) {
  const written = [];
  for (const file of filesUnder(distDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const copies = {
      br: zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz: zlib.gzipSync(bytes, { level: 9 }),
    };
    for (const [extension, copy] of Object.entries(copies)) {
      if (copy.length >= bytes.length) continue;
      fs.writeFileSync(`${file}.${extension}`, copy);
      written.push({ file: path.relative(distDir, `${file}.${extension}`), raw: bytes.length, bytes: copy.length });
    }
  }
  return written;
}
