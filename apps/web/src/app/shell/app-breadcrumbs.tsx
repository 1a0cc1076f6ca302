import { shellTexts } from '@lineup/contracts/shell-texts';
import { Link, useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import { Fragment, useCallback } from 'react';
import { resolveCrumbs } from '@/app/shell/breadcrumbs';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';

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
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.to ?? ''}|${crumb.label}`}>
            {index > 0 ? <BreadcrumbSeparator /> : null}
            <BreadcrumbItem>
              {crumb.to ? (
                <BreadcrumbLink asChild>
                  <Link to={crumb.to}>{crumb.label}</Link>
                </BreadcrumbLink>
              ) : index === crumbs.length - 1 ? (
                <BreadcrumbPage>{crumb.label}</BreadcrumbPage>
              ) : (
                <span>{crumb.label}</span>
              )}
            </BreadcrumbItem>
          </Fragment>
        ))}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
