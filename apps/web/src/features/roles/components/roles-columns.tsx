import { roleTexts } from '@lineup/contracts/texts/people';
import type { Role } from '@lineup/contracts/users';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

const column = createColumnHelper<PaginatedTableFeatures, Role>();

/** The roles' columns: Name, Type, Description ('No description' when empty), Status, and Edit. */
export function rolesColumns(onEdit: (role: Role) => void) {
  return column.columns([
    column.accessor('name', {
      header: roleTexts.columnName,
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    column.accessor('type', {
      header: roleTexts.columnType,
      cell: (info) => (
        <Badge variant={info.getValue() === 'external' ? 'outline' : 'secondary'}>
          {info.getValue() === 'external' ? roleTexts.typeExternal : roleTexts.typeInternal}
        </Badge>
      ),
    }),
    column.accessor('description', {
      header: roleTexts.columnDescription,
      cell: (info) => info.getValue() ?? <span className="text-muted-foreground">{roleTexts.noDescription}</span>,
    }),
    column.accessor('status', {
      header: roleTexts.columnStatus,
      cell: (info) => (info.getValue() === 'active' ? roleTexts.statusActive : roleTexts.statusInactive),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{roleTexts.columnActions}</span>,
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={roleTexts.editRole(row.original.name)}
          onClick={() => onEdit(row.original)}
        >
          <Pencil />
        </Button>
      ),
    }),
  ]);
}
