import { shellTexts } from '@lineup/contracts/shell-texts';

/**
 * One breadcrumb: a label and, unless it is the current page, where it links. A label a route's
 * loader is still reading (a name, without holding up the page) is a promise: the crumb shows once
 * it settles on a name, and not at all if it settles on null.
 */
export type Crumb = { label: string | Promise<string | null>; to?: string };

/** What a route may declare in `staticData.crumbs` instead of the crumbs from path segments. */
export type CrumbsDeclaration =
  | Crumb[]
  | ((match: { params: Record<string, string>; loaderData: unknown; pathname: string }) => Crumb[]);

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    crumbs?: CrumbsDeclaration;
  }
}

function labelOf(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  if (text === 'home') return shellTexts.home;
  const words = text.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Crumbs from the path's segments: /home/brands/edit/12 gives Home › Brands › Edit › 12.
 * A segment links to its prefix when that prefix is a page (`isPage`); the last one is the current page.
 */
export function crumbsFromPath(pathname: string, isPage: (path: string) => boolean): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const label = labelOf(segment);
    if (index === segments.length - 1) return { label };
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    return isPage(to) ? { label, to } : { label };
  });
}

type MatchLike = {
  pathname: string;
  params: Record<string, string>;
  loaderData?: unknown;
  staticData?: { crumbs?: CrumbsDeclaration };
};

/** The deepest route that declares crumbs wins; otherwise the path's segments give them. */
export function resolveCrumbs(matches: readonly MatchLike[], pathname: string, isPage: (path: string) => boolean) {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    const declared = match.staticData?.crumbs;
    if (!declared) continue;
    return typeof declared === 'function'
      ? declared({ params: match.params, loaderData: match.loaderData, pathname })
      : declared;
  }
  return crumbsFromPath(pathname, isPage);
}
