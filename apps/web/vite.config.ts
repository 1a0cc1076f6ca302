import path from 'node:path';
import { pageDescriptions, pageHeadings, productTexts } from '@lineup/contracts/shell-texts';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { LANDING_ROUTES } from './build/split-routes.mjs';
import { landingChunkOf } from './landing-chunk.js';

const root = import.meta.dirname;
/** The one-process server of `npm start`; the dev server forwards every non-SPA path to it. */
const backend = process.env.LINEUP_DEV_BACKEND ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/oidc', '/code', '/config.json', '/healthz'].map((prefix) => [prefix, { target: backend }]),
);

/**
 * Radix's overlay parts and what they build on, but not the base the sign-in pages load (primitive,
 * slot, label, refs), with our dialog and popover components over them and the hook their buttons
 * share: left to the automatic splitting, those shared a chunk with the contracts' calendar dates,
 * and the portal's catalog page, which opens no dialog, loaded the lot.
 */
const OVERLAY_LIBRARIES =
  /[\\/]node_modules[\\/](@radix-ui[\\/](?!react-(primitive|slot|label|compose-refs)[\\/])|@floating-ui[\\/]|react-remove-scroll|react-style-singleton|aria-hidden|get-nonce|use-callback-ref|use-sidecar|tslib)|[\\/]src[\\/](components[\\/]ui[\\/](dialog|confirm-dialog|popover)\.tsx|lib[\\/]hooks[\\/]one-call-at-a-time\.ts)$/;

/**
 * The back office's small shared modules (its query keys, the staff orders' keys its order pages
 * share, the current user's query, the address state, a few UI parts), none of which the sign-in
 * pages or the customer portal import.
 */
const BACK_OFFICE_SHARED =
  /[\\/]src[\\/](api[\\/][\w-]+[\\/][\w-]+-keys\.ts|features[\\/]orders[\\/]api[\\/]orders-keys\.ts|lib[\\/](query-keys|analytics|toasted-mutation|auth[\\/]current-user|hooks[\\/]address-state)\.ts|components[\\/]ui[\\/](card|separator|tooltip|dropdown-menu)\.tsx|components[\\/](dialog-sections|page-links|section-save-button|checklist-row|status-badge)[\\/][\w-]+\.tsx)$/;

/** Where signing in lands (/home/catalogs): its routes' code comes as one chunk (landing-chunk.ts). */
const landingChunk = landingChunkOf(root, LANDING_ROUTES);

const FIRST_PAINT_TEXTS: Record<string, string> = {
  PRODUCT_NAME: productTexts.name,
  PRODUCT_INITIAL: productTexts.name.charAt(0),
  SIGN_IN_DESCRIPTION: productTexts.signInDescription,
  CATALOGS_HEADING: pageHeadings.catalogs,
  CATALOGS_DESCRIPTION: pageDescriptions.catalogs,
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
function firstPaintText(placeholder: string, name: string): string {
  const text = FIRST_PAINT_TEXTS[name];
  if (text === undefined) throw new Error(`index.html: no text for ${placeholder}`);
  return escapeHtml(text);
}

export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: the /home loader brings TanStack Query, which the sign-in pages do without.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: path.join(root, 'src/routes'),
      generatedRouteTree: path.join(root, 'src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    // The first paint of pages (index.html: the shell skeleton and the templates) says what the pages say.
    { name: 'first-paint-texts', transformIndexHtml: (html) => html.replace(/%([A-Z_]+)%/g, firstPaintText) },
  ],
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Every page needs React and the router: one chunk each, rather than the dozen small ones
        // the automatic splitting makes of them (a request, and a line in the entry's preload list, each).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/](@tanstack[\\/](react-router|router-core|history|react-store|store)|use-sync-external-store)[\\/]/,
            },
            // The list pages' table engine, apart: left to the automatic splitting, it rides in a chunk
            // with a small hook every page uses (the address state), and so loads with pages that have
            // no such table.
            { name: 'table', test: /[\\/]node_modules[\\/]@tanstack[\\/](table-core|react-table)[\\/]/ },
            // The table's markup components, apart as well: left to the automatic splitting they share a
            // chunk with the calendar dates the portal's catalog page needs, which has no table.
            {
              name: 'table-markup',
              test: /[\\/]src[\\/]components[\\/]ui[\\/]table\.tsx$/,
              includeDependenciesRecursively: false,
            },
            // The native select and the options every select lists, one file: the portal's catalog
            // page shows both, and a file more costs it a request and a preload line.
            {
              name: 'native-select',
              test: /[\\/]src[\\/]components[\\/](ui[\\/]native-select|select-options[\\/]select-options)\.tsx$/,
              includeDependenciesRecursively: false,
            },
            // A product image with what it needs (its sizes' addresses, the allowed origins), one file: the portal's catalog page shows it, and four files cost it
            // four requests and four files' import lines.
            {
              name: 'product-image',
              test: /[\\/](src[\\/](components[\\/]product-image[\\/]product-image\.tsx|lib[\\/](picture-url|image-origins)\.ts)|contracts[\\/]src[\\/]picture-variants\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // The icons the portal's pages show, one file rather than one each (the back office's pages
            // that show some of them load the few others with them).
            {
              name: 'portal-icons',
              test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](search|x|log-out|chevron-down|arrow-left|store|image-off|calendar-x)\.mjs$/,
              includeDependenciesRecursively: false,
            },
            // The portal's own small modules its pages share (the session's context, the MSRP, the
            // empty state, a store's API path), one file rather than one each.
            {
              name: 'portal-shared',
              test: /[\\/]src[\\/]features[\\/]portal[\\/](portal-msrp\.ts|portal-context\.tsx|components[\\/]portal-empty-state\.tsx|api[\\/]portal-store-path\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // Taking a file away (a line sheet, order forms): its words and the save, apart from the
            // small modules every page shares, which the portal's catalog page loads.
            {
              name: 'save-file',
              test: /[\\/](src[\\/]lib[\\/]save-file\.ts|contracts[\\/]src[\\/]texts[\\/]line-sheets\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // The list screens' frame with the data table it lays out: one file, which only the list
            // pages load (the landing's catalogs page has neither).
            {
              name: 'list-page',
              test: /[\\/]src[\\/]components[\\/](ui[\\/]data-table|list-page[\\/]list-page)\.tsx$/,
              includeDependenciesRecursively: false,
            },
            // The signed-in screens' libraries, a chunk each instead of a dozen (over HTTP/1.1 a phone
            // fetches six files at a time): TanStack Query, and the Radix parts behind menus, dialogs,
            // sheets and tooltips with their positioning and scroll locking. Their dependencies stay
            // out (the Radix base the sign-in form uses too stays where the automatic splitting puts it).
            {
              name: 'query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'overlays',
              test: OVERLAY_LIBRARIES,
              includeDependenciesRecursively: false,
            },
            // The back office's small shared modules: one file rather than one each. A module the sign-in
            // pages or the portal import must not match, or they would load the lot.
            { name: 'back-office', test: BACK_OFFICE_SHARED, includeDependenciesRecursively: false },
            // What the entry imports beyond React and the router (the session, the sign-in flow, the
            // address state's parsers), one file rather than a file per module other pages share.
            { name: 'start', tags: ['$initial'] },
            { name: landingChunk, debugName: 'landing', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
