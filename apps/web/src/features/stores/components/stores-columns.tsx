import type { BusinessStore } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import { StatusBadge } from '@/components/status-badge/status-badge';
import { Button } from '@/components/ui/button';
import { storeAddressesText, storeTypeText } from '@/features/stores/components/stores-labels';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

/** A store as the table shows it: with its organization's name, to tell apart stores of the same name. */
export type StoreRow = BusinessStore & { organizationName: string | null };

const column = createColumnHelper<PaginatedTableFeatures, StoreRow>();

/** The columns: Name, Status, Type, Brands count, Users count, Addresses, and the edit action. */
export function storesColumns() {
  return column.columns([
    column.accessor('name', {
      header: storeTexts.columnName,
      cell: (info) => (
        <span className="flex flex-col">
          {/* The name opens the store's page, as the edit action does. */}
          <Link
            to="/home/stores/$storeId"
            params={{ storeId: info.row.original.id }}
            className="font-medium underline-offset-4 hover:underline"
          >
            {info.getValue()}
          </Link>
          {info.row.original.organizationName ? (
            <span className="text-xs text-muted-foreground">{info.row.original.organizationName}</span>
          ) : null}
        </span>
      ),
    }),
    column.accessor('status', {
      header: storeTexts.columnStatus,
      cell: (info) => <StatusBadge active={info.getValue() === 'active'} labels={storeTexts} />,
    }),
    column.display({
      id: 'type',
      header: storeTexts.columnType,
      cell: ({ row }) => storeTypeText(row.original),
    }),
    column.display({
      id: 'brandsCount',
      header: storeTexts.columnBrandsCount,
      cell: ({ row }) => row.original.brandFocusType?.brandSegmentation.length ?? 0,
    }),
    column.display({
      id: 'usersCount',
      header: storeTexts.columnUsersCount,
      cell: ({ row }) => row.original.userIds.length,
    }),
    column.display({
      id: 'addresses',
      header: storeTexts.columnAddresses,
      cell: ({ row }) => storeAddressesText(row.original),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{storeTexts.columnActions}</span>,
      cell: ({ row }) => (
        <Button variant="ghost" size="icon" asChild>
          <Link
            to="/home/stores/$storeId"
            params={{ storeId: row.original.id }}
            aria-label={storeTexts.editStore(row.original.name)}
            title={storeTexts.edit}
          >
            <Pencil />
          </Link>
        </Button>
      ),
    }),
  ]);
}
