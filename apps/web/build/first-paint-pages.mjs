// The SPA build's pages that paint before any script runs, by file name: written at build time
// (precompress.mjs: writeFirstPaintPages), answered for their routes by the server
// (static-assets.ts), and started after their first paint (build-web.mjs).

/** The pages whose first paint is their own content: the sign-in card, and the catalogs heading in the shell's frame. */
export const CONTENT_PAGES = { signIn: 'sign-in.html', catalogs: 'home-catalogs.html' };

/** The signed-in shell's skeleton alone: the first paint of every other /home route. */
export const SHELL_PAGE = 'home.html';
