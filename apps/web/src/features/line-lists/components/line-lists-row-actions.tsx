import type { LineList } from '@lineup/contracts/pim';
import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import { Link } from '@tanstack/react-router';
import { LayoutGrid, MoreHorizontal, Pencil } from 'lucide-react';
import { needsCatalogs, useOpenLineListCatalogs } from '@/api/catalogs/open-line-list-catalogs';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/**
 * A line list's actions menu: Edit (its preview) and the way to its catalogs: 'Create
 * Catalogs' for a saved line list (created, then the segmentation opens), 'Open Catalogs' once
 * they exist.
 */
export function LineListsRowActions({ lineList }: { lineList: LineList }) {
  const openCatalogs = useOpenLineListCatalogs();
  const create = needsCatalogs(lineList);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={lineListTexts.openMenu} disabled={openCatalogs.isPending}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/home/line-list/preview/$lineListId" params={{ lineListId: String(lineList.id) }}>
            <Pencil />
            {lineListTexts.edit}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openCatalogs.mutate({ lineListId: lineList.id, create })}>
          <LayoutGrid />
          {create ? lineListTexts.createCatalogs : lineListTexts.openCatalogs}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
