import { navigationTexts } from '@lineup/contracts/texts/navigation';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Building2, LayoutList, ListChecks, Store, Tags, User } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useBrands } from '@/api/brands/get-brands';
import { lineListsQueryOptions } from '@/api/line-lists/get-line-lists';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useStores } from '@/api/stores/get-stores';
import { useUsers } from '@/api/users/get-users';
import {
  matchPalette,
  PALETTE_GROUPS,
  type PaletteGroup,
  paletteEntries,
  paletteGroupTitle,
} from '@/app/command-palette/palette-entries';
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';

const icons: Record<PaletteGroup, ReactNode> = {
  screens: <LayoutList />,
  brands: <Tags />,
  lineLists: <ListChecks />,
  organizations: <Building2 />,
  stores: <Store />,
  people: <User />,
};

/** Every line list but staged ones (the /home lists do not include them: read when the palette opens). */
const allLineLists = lineListsQueryOptions({});

/**
 * The command palette: type a name, pick with the arrow keys and Enter (or a click), and the app
 * goes there. It reads the lists the /home layout has loaded, and the line lists.
 */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const brands = useBrands();
  const organizations = useOrganizations();
  const stores = useStores();
  const users = useUsers();
  const lineLists = useQuery({ ...allLineLists, enabled: open });

  const entries = useMemo(
    () =>
      paletteEntries({
        brands: brands.data,
        lineLists: lineLists.data,
        organizations: organizations.data,
        stores: stores.data,
        users: users.data,
      }),
    [brands.data, lineLists.data, organizations.data, stores.data, users.data],
  );
  const shown = useMemo(() => matchPalette(entries, query), [entries, query]);
  // The highlighted entry: the first match unless the arrows chose another that still matches.
  const [highlighted, setHighlighted] = useState('');
  const active = shown.some((entry) => entry.id === highlighted) ? highlighted : (shown[0]?.id ?? '');
  const loading = [brands, organizations, stores, users, lineLists].some((list) => list.isPending);

  const go = (to: string) => {
    onOpenChange(false);
    setQuery('');
    void navigate({ to: to as '/home' });
  };

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={navigationTexts.paletteTitle}
      description={navigationTexts.paletteDescription}
      shouldFilter={false}
      value={active}
      onValueChange={setHighlighted}
    >
      <CommandInput value={query} onValueChange={setQuery} placeholder={navigationTexts.palettePlaceholder} />
      <CommandList>
        <CommandEmpty>{loading ? navigationTexts.paletteLoading : navigationTexts.paletteEmpty}</CommandEmpty>
        {PALETTE_GROUPS.map((group) => {
          const items = shown.filter((entry) => entry.group === group);
          if (items.length === 0) return null;
          return (
            <CommandGroup key={group} heading={paletteGroupTitle(group)}>
              {items.map((entry) => (
                <CommandItem key={entry.id} value={entry.id} onSelect={() => go(entry.to)}>
                  {icons[group]}
                  <span className="truncate">{entry.label}</span>
                  {entry.detail ? (
                    <span className="ml-auto truncate text-xs text-muted-foreground">{entry.detail}</span>
                  ) : null}
                </CommandItem>
              ))}
            </CommandGroup>
          );
        })}
      </CommandList>
    </CommandDialog>
  );
}
