import { teamTexts } from '@lineup/contracts/texts/people';
import type { User } from '@lineup/contracts/users';
import { createColumnHelper } from '@tanstack/react-table';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

const column = createColumnHelper<PaginatedTableFeatures, User>();
const STORES_SHOWN = 2;

export function teamMemberName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function none() {
  return <span className="text-muted-foreground">{teamTexts.none}</span>;
}

/** Point 2: Name, Privileges, Stores, actions (the route hands in the row actions). */
export function teamColumns(rowActions: (user: User) => React.ReactNode) {
  return column.columns([
    column.display({
      id: 'name',
      header: teamTexts.columnName,
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="font-medium">{teamMemberName(row.original)}</span>
          <span className="text-xs text-muted-foreground">{row.original.email}</span>
        </div>
      ),
    }),
    column.accessor('privileges', {
      header: teamTexts.columnPrivileges,
      cell: (info) => {
        const privileges = info.getValue();
        if (privileges.length === 0) return none();
        return (
          <div className="flex flex-wrap gap-1">
            {privileges.map((privilege) => (
              <Badge key={privilege} variant="secondary">
                {privilege}
              </Badge>
            ))}
          </div>
        );
      },
    }),
    column.accessor('stores', {
      header: teamTexts.columnStores,
      cell: (info) => {
        const stores = info.getValue();
        if (stores.length === 0) return none();
        const hidden = stores.slice(STORES_SHOWN);
        return (
          <div className="flex flex-wrap items-center gap-1">
            {stores.slice(0, STORES_SHOWN).map((store) => (
              <Badge key={store.id} variant="outline">
                {store.name}
              </Badge>
            ))}
            {hidden.length > 0 ? (
              <span className="text-xs text-muted-foreground" title={hidden.map((store) => store.name).join(', ')}>
                {teamTexts.moreStores(hidden.length)}
              </span>
            ) : null}
          </div>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: teamTexts.columnActions,
      cell: ({ row }) => rowActions(row.original),
    }),
  ]);
}
