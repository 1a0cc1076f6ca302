import { describe, expect, it } from 'vitest';
import { crumbsFromPath, resolveCrumbs } from '@/app/shell/breadcrumbs';

const pages = new Set(['/home', '/home/brands', '/home/orders']);
const isPage = (path: string) => pages.has(path);

describe('breadcrumbs', () => {
  it('derive from path segments, linking the prefixes that are pages', () => {
    expect(crumbsFromPath('/home/brands/edit/12', isPage)).toEqual([
      { label: 'Home', to: '/home' },
      { label: 'Brands', to: '/home/brands' },
      { label: 'Edit' },
      { label: '12' },
    ]);
    expect(crumbsFromPath('/home/orders/catalog-type/open-stock', isPage)).toEqual([
      { label: 'Home', to: '/home' },
      { label: 'Orders', to: '/home/orders' },
      { label: 'Catalog type' },
      { label: 'Open stock' },
    ]);
    expect(crumbsFromPath('/home/', isPage)).toEqual([{ label: 'Home' }]);
  });

  it('come from the deepest route that declares its own', () => {
    const declared = [{ label: 'Home', to: '/home' }, { label: 'Line Lists' }];
    const matches: Parameters<typeof resolveCrumbs>[0] = [
      { pathname: '/', params: {} },
      { pathname: '/home', params: {}, staticData: { crumbs: [{ label: 'ignored' }] } },
      { pathname: '/home/brand/3/line-lists', params: { brandId: '3' }, staticData: { crumbs: declared } },
    ];
    expect(resolveCrumbs(matches, '/home/brand/3/line-lists', isPage)).toBe(declared);
  });

  it('may be computed from the params and the loader data', () => {
    const matches: Parameters<typeof resolveCrumbs>[0] = [
      {
        pathname: '/home/line-list/preview/7',
        params: { lineListId: '7' },
        loaderData: { name: 'Spring 2026' },
        staticData: {
          crumbs: ({ params, loaderData }: { params: Record<string, string>; loaderData: unknown }) => [
            { label: 'home', to: '/home' },
            { label: `line-list ${params.lineListId}` },
            { label: (loaderData as { name: string }).name },
          ],
        },
      },
    ];
    expect(resolveCrumbs(matches, '/home/line-list/preview/7', isPage).map((crumb) => crumb.label)).toEqual([
      'home',
      'line-list 7',
      'Spring 2026',
    ]);
  });

  it('fall back to the path when no route declares any', () => {
    const matches = [{ pathname: '/home/brands', params: {} }];
    expect(resolveCrumbs(matches, '/home/brands', isPage)).toEqual([
      { label: 'Home', to: '/home' },
      { label: 'Brands' },
    ]);
  });
});
