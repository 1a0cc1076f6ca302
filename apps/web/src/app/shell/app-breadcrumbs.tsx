import { shellTexts } from '@lineup/contracts/shell-texts';
import { Link, useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import { Fragment, Suspense, use, useCallback } from 'react';
import { type Crumb, resolveCrumbs } from '@/app/shell/breadcrumbs';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';

/** Where a crumb stands: its link (none for the current page), first (no separator) or last. */
type CrumbPlace = { to?: string; first: boolean; last: boolean };

/** One crumb after its separator (none before the first). */
function CrumbItem({ label, to, first, last }: CrumbPlace & { label: string }) {
  return (
    <>
      {first ? null : <BreadcrumbSeparator />}
      <BreadcrumbItem>
        {to ? (
          <BreadcrumbLink asChild>
            <Link to={to}>{label}</Link>
          </BreadcrumbLink>
        ) : last ? (
          <BreadcrumbPage>{label}</BreadcrumbPage>
        ) : (
          <span>{label}</span>
        )}
      </BreadcrumbItem>
    </>
  );
}

/** A crumb whose label is still being read: nothing until it settles, nothing if it settles on null. */
function PromisedCrumbItem({ label, ...place }: CrumbPlace & { label: Promise<string | null> }) {
  const settled = use(label);
  return settled ? <CrumbItem label={settled} {...place} /> : null;
}

const crumbKey = (crumb: Crumb, index: number) =>
  typeof crumb.label === 'string' ? `${crumb.to ?? ''}|${crumb.label}` : `${index}|promised`;

export function AppBreadcrumbs() {
  const router = useRouter();
  const matches = useMatches();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isPage = useCallback(
    (path: string) => {
      // A partial path matches its nearest layout fuzzily (params then hold '**'): not a page.
      const [, params, found] = router.getMatchedRoutes(path);
      return Boolean(found) && found!.id !== '__root__' && !('**' in params);
    },
    [router],
  );
  const crumbs = resolveCrumbs(
    matches.map((match) => ({
      pathname: match.pathname,
      params: match.params as Record<string, string>,
      loaderData: match.loaderData,
      staticData: match.staticData,
    })),
    pathname,
    isPage,
  );

  return (
    <Breadcrumb aria-label={shellTexts.breadcrumb}>
      <BreadcrumbList>
        {crumbs.map((crumb, index) => {
          const place: CrumbPlace = { to: crumb.to, first: index === 0, last: index === crumbs.length - 1 };
          return (
            <Fragment key={crumbKey(crumb, index)}>
              {typeof crumb.label === 'string' ? (
                <CrumbItem label={crumb.label} {...place} />
              ) : (
                <Suspense fallback={null}>
                  <PromisedCrumbItem label={crumb.label} {...place} />
                </Suspense>
              )}
            </Fragment>
          );
        })}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
