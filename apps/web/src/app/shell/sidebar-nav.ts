import { ORDER_CATALOG_TYPES } from '@lineup/contracts/constants';
import type { Brand } from '@lineup/contracts/pim';
import { orderCatalogTypeLabels, shellTexts } from '@lineup/contracts/shell-texts';
import {
  Building2,
  ClipboardList,
  Layers,
  LayoutDashboard,
  LibraryBig,
  ListChecks,
  type LucideIcon,
  ShieldCheck,
  Store,
  Tag,
  Tags,
  UserCog,
  Users,
  UsersRound,
} from 'lucide-react';

/** The sidebar, entry by entry. Brand sub-entries come from the brands list. */

export type NavLeaf = { title: string; to: string; exact?: boolean };
export type NavLink = NavLeaf & { kind: 'link'; icon: LucideIcon; alsoActiveOn?: string[] };
export type NavCollapsible = {
  kind: 'collapsible';
  title: string;
  icon: LucideIcon;
  items: NavLeaf[];
  /** Sub-entries still loading (the brands list). */
  loading?: boolean;
};
export type NavItem = NavLink | NavCollapsible;
export type NavGroup = { title: string; items: NavItem[] };

export function buildSidebarNav(brands: Brand[] | undefined): NavGroup[] {
  const loading = brands === undefined;
  const list = brands ?? [];
  return [
    {
      title: shellTexts.inventory,
      items: [
        { kind: 'link', title: shellTexts.catalogs, to: '/home/catalogs', icon: LibraryBig, alsoActiveOn: ['/home'] },
        { kind: 'link', title: shellTexts.brands, to: '/home/brands', icon: Tags },
        {
          kind: 'collapsible',
          title: shellTexts.lineLists,
          icon: ListChecks,
          loading,
          items: list.map((brand) => ({ title: brand.name, to: `/home/brand/${brand.id}/line-lists` })),
        },
      ],
    },
    {
      title: shellTexts.orders,
      items: [
        { kind: 'link', title: shellTexts.dashboard, to: '/home/orders', icon: LayoutDashboard, exact: true },
        {
          kind: 'collapsible',
          title: shellTexts.byCatalogType,
          icon: Layers,
          items: ORDER_CATALOG_TYPES.map((type) => ({
            title: orderCatalogTypeLabels[type],
            to: `/home/orders/catalog-type/${type}`,
          })),
        },
        {
          kind: 'collapsible',
          title: shellTexts.byBrand,
          icon: Tag,
          loading,
          items: [
            { title: shellTexts.multibrand, to: '/home/orders/multibrand' },
            ...list.map((brand) => ({ title: brand.name, to: `/home/orders/brand/${brand.id}` })),
          ],
        },
        { kind: 'link', title: shellTexts.allOrders, to: '/home/orders/all', icon: ClipboardList },
      ],
    },
    {
      title: shellTexts.customers,
      items: [
        { kind: 'link', title: shellTexts.organizations, to: '/home/organizations', icon: Building2 },
        { kind: 'link', title: shellTexts.stores, to: '/home/stores', icon: Store },
        { kind: 'link', title: shellTexts.people, to: '/home/people', icon: Users },
      ],
    },
    {
      title: shellTexts.settings,
      items: [
        { kind: 'link', title: shellTexts.team, to: '/home/team', icon: UsersRound },
        { kind: 'link', title: shellTexts.roles, to: '/home/roles', icon: ShieldCheck },
        { kind: 'link', title: shellTexts.account, to: '/home/settings/account', icon: UserCog },
      ],
    },
  ];
}

/** An entry is active on its own page and, unless exact, on the pages below it. */
export function isLeafActive(pathname: string, leaf: NavLeaf & { alsoActiveOn?: string[] }): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === leaf.to || leaf.alsoActiveOn?.includes(path)) return true;
  return !leaf.exact && path.startsWith(`${leaf.to}/`);
}
