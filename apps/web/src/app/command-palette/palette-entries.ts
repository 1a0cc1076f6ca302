import type { Organization } from '@lineup/contracts/organizations';
import type { Brand, LineList } from '@lineup/contracts/pim';
import type { BusinessStore } from '@lineup/contracts/stores';
import { navigationTexts } from '@lineup/contracts/texts/navigation';
import type { User } from '@lineup/contracts/users';
import { buildSidebarNav } from '@/app/shell/sidebar-nav';

/** The palette's groups, in the order it shows them. */
export const PALETTE_GROUPS = ['screens', 'brands', 'lineLists', 'organizations', 'stores', 'people'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

/** One place to go: its name, what tells it apart (an e-mail, an organization), and its path. */
export type PaletteEntry = { id: string; group: PaletteGroup; label: string; detail?: string; to: string };

/** Each group shows at most this many matches: a name narrows it further. */
export const PALETTE_GROUP_LIMIT = 8;

/** Every screen of the sidebar, a sub-entry named with its parent ('Line Lists › Crocs'). */
function screenEntries(brands: Brand[]): PaletteEntry[] {
  return buildSidebarNav(brands).flatMap((group) =>
    group.items.flatMap((item) =>
      item.kind === 'link'
        ? [{ id: `screen:${item.to}`, group: 'screens' as const, label: item.title, to: item.to }]
        : item.items.map((leaf) => ({
            id: `screen:${leaf.to}`,
            group: 'screens' as const,
            label: `${item.title} › ${leaf.title}`,
            to: leaf.to,
          })),
    ),
  );
}

export type PaletteSources = {
  brands?: Brand[];
  lineLists?: LineList[];
  organizations?: Organization[];
  stores?: BusinessStore[];
  users?: User[];
};

/**
 * Every place the palette can go: the screens, each brand (its line lists), line list (its page),
 * organization, store and person (their edit pages).
 */
export function paletteEntries(sources: PaletteSources): PaletteEntry[] {
  const organizationNames = new Map((sources.organizations ?? []).map((org) => [org.id, org.name]));
  return [
    ...screenEntries(sources.brands ?? []),
    ...(sources.brands ?? []).map((brand) => ({
      id: `brand:${brand.id}`,
      group: 'brands' as const,
      label: brand.name,
      to: `/home/brand/${brand.id}/line-lists`,
    })),
    ...(sources.lineLists ?? []).map((lineList) => ({
      id: `line-list:${lineList.id}`,
      group: 'lineLists' as const,
      label: lineList.name,
      detail: lineList.brandName,
      to: `/home/line-list/preview/${lineList.id}`,
    })),
    ...(sources.organizations ?? []).map((organization) => ({
      id: `organization:${organization.id}`,
      group: 'organizations' as const,
      label: organization.name,
      to: `/home/organizations/edit/${organization.id}`,
    })),
    ...(sources.stores ?? []).map((store) => ({
      id: `store:${store.id}`,
      group: 'stores' as const,
      label: store.name,
      detail: organizationNames.get(store.organizationId),
      to: `/home/stores/${store.id}`,
    })),
    ...(sources.users ?? []).map((user) => ({
      id: `person:${user.id}`,
      group: 'people' as const,
      label: `${user.firstName} ${user.lastName}`.trim() || user.email,
      detail: user.email,
      to: `/home/people/edit/${user.id}`,
    })),
  ];
}

/**
 * The entries whose name or detail holds every word typed, without regard to case: names that
 * start with the text first, then the rest in their order, PALETTE_GROUP_LIMIT a group. With nothing
 * typed, the screens.
 */
export function matchPalette(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const text = query.trim().toLowerCase();
  if (!text) return entries.filter((entry) => entry.group === 'screens');
  const words = text.split(/\s+/);
  const shown: PaletteEntry[] = [];
  for (const group of PALETTE_GROUPS) {
    const matches = entries.filter((entry) => {
      if (entry.group !== group) return false;
      const haystack = `${entry.label}\n${entry.detail ?? ''}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
    const first = matches.filter((entry) => entry.label.toLowerCase().startsWith(text));
    const rest = matches.filter((entry) => !entry.label.toLowerCase().startsWith(text));
    shown.push(...[...first, ...rest].slice(0, PALETTE_GROUP_LIMIT));
  }
  return shown;
}

export const paletteGroupTitle = (group: PaletteGroup) => navigationTexts.groups[group];
