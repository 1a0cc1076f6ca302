import { teamTexts } from '@lineup/contracts/texts/people';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type * as React from 'react';
import { Badge, badgeVariants } from '@/components/ui/badge';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';
import { cn } from '@/lib/utils';

const column = createColumnHelper<PaginatedTableFeatures, UserWithMemberships>();
const STORES_SHOWN = 2;

export function teamMemberName(user: Pick<UserWithMemberships, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function none() {
  return <span className="text-muted-foreground">{teamTexts.none}</span>;
}

/**
 * The columns: Name, Privileges (what the person may do: their role, Admin for every team member),
 * Stores (the stores they look after as an account manager) and actions.
 */
export function teamColumns(rowActions: (user: UserWithMemberships) => React.ReactNode) {
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
    column.accessor('role', {
      header: teamTexts.columnPrivileges,
      cell: (info) => {
        const role = info.getValue();
        return role ? <Badge variant="secondary">{role.name}</Badge> : none();
      },
    }),
    column.accessor('managedStores', {
      header: teamTexts.columnStores,
      cell: (info) => {
        const stores = info.getValue();
        if (stores.length === 0) return none();
        const hidden = stores.slice(STORES_SHOWN);
        return (
          <div className="flex flex-wrap items-center gap-1">
            {stores.slice(0, STORES_SHOWN).map((store) => (
              <Link
                key={store.id}
                to="/home/stores/$storeId"
                params={{ storeId: store.id }}
                className={cn(badgeVariants({ variant: 'outline' }), 'hover:bg-muted')}
              >
                {store.name}
              </Link>
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
