import type { Organization } from '@lineup/contracts/organizations';
import { organizationTexts } from '@lineup/contracts/texts/customers';
import type { User } from '@lineup/contracts/users';
import { Link, useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { countryLabel } from '@/components/address-form/address-form-values';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

/** An organization as the table shows it: with its main contact resolved from the users list. */
export type OrganizationRow = Organization & { mainContact: User | null };

const column = createColumnHelper<PaginatedTableFeatures, OrganizationRow>();

function OrganizationActions({ organization }: { organization: OrganizationRow }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={organizationTexts.openMenu(organization.name)}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem
          onSelect={() =>
            void navigate({
              to: '/home/organizations/edit/$organizationId',
              params: { organizationId: organization.id },
            })
          }
        >
          <Pencil />
          {organizationTexts.edit}
        </DropdownMenuItem>
        {/*
          Only Edit navigates. The API has no delete call, so Delete is shown but disabled, with
          the reason in the item itself: a disabled item takes no pointer, so a tooltip never shows.
        */}
        <DropdownMenuItem variant="destructive" disabled className="flex-col items-start gap-0.5">
          <span className="flex items-center gap-2">
            <Trash2 />
            {organizationTexts.delete}
          </span>
          <span className="text-xs text-muted-foreground">{organizationTexts.deleteUnavailable}</span>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Columns: Name, Main Contact (e-mail, the name in a tooltip), Type, Status, Country, Stores count, Users count. */
export function organizationsColumns() {
  return column.columns([
    column.accessor('name', {
      header: organizationTexts.columnName,
      // The name opens the edit screen, as the row menu's Edit does.
      cell: (info) => (
        <Link
          to="/home/organizations/edit/$organizationId"
          params={{ organizationId: info.row.original.id }}
          className="font-medium underline-offset-4 hover:underline"
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('mainContact', {
      header: organizationTexts.columnMainContact,
      cell: (info) => {
        const contact = info.getValue();
        if (!contact) return <span className="text-muted-foreground">{organizationTexts.notSet}</span>;
        return (
          <Tooltip>
            <TooltipTrigger type="button" className="cursor-default underline decoration-dotted underline-offset-4">
              {contact.email}
            </TooltipTrigger>
            <TooltipContent>{`${contact.firstName} ${contact.lastName}`}</TooltipContent>
          </Tooltip>
        );
      },
    }),
    column.accessor('type', {
      header: organizationTexts.columnType,
      cell: (info) =>
        info.getValue() === 'external' ? organizationTexts.typeExternal : organizationTexts.typeInternal,
    }),
    column.accessor('status', {
      header: organizationTexts.columnStatus,
      cell: (info) =>
        info.getValue() === 'active' ? (
          <Badge variant="secondary">{organizationTexts.statusActive}</Badge>
        ) : info.getValue() === 'inactive' ? (
          <Badge variant="outline">{organizationTexts.statusInactive}</Badge>
        ) : (
          <Badge variant="outline">{info.getValue()}</Badge>
        ),
    }),
    column.display({
      id: 'country',
      header: organizationTexts.columnCountry,
      cell: ({ row }) => {
        const country = row.original.address?.country;
        return country ? (
          countryLabel(country)
        ) : (
          <span className="text-muted-foreground">{organizationTexts.notSet}</span>
        );
      },
    }),
    column.accessor('storesCount', { header: organizationTexts.columnStoresCount }),
    column.accessor('usersCount', { header: organizationTexts.columnUsersCount }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{organizationTexts.columnActions}</span>,
      cell: ({ row }) => <OrganizationActions organization={row.original} />,
    }),
  ]);
}
