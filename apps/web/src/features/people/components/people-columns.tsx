import type { Organization } from '@lineup/contracts/organizations';
import { peopleTexts } from '@lineup/contracts/texts/people';
import type { User } from '@lineup/contracts/users';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { StatusBadge } from '@/components/status-badge/status-badge';
import { Badge } from '@/components/ui/badge';
import { PeopleRowActions } from '@/features/people/components/people-row-actions';
import { fullName } from '@/features/people/people-names';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

const column = createColumnHelper<PaginatedTableFeatures, User>();

/** 'Customer' for external users, otherwise the internal label. */
export function userTypeLabel(user: Pick<User, 'type'>): string {
  return user.type === 'external' ? peopleTexts.typeCustomer : peopleTexts.typeInternal;
}

/**
 * The columns: Name, Email, Organization (a customer's links to its edit page; the internal
 * organization is only named), type, Status, actions (edit link and delete button).
 * `organizations` names each person's organization by id.
 */
export function peopleColumns(organizations: ReadonlyMap<string, Organization>) {
  return column.columns([
    column.display({
      id: 'name',
      header: peopleTexts.columnName,
      // The name opens the edit screen, as the row's edit link does.
      cell: ({ row }) => (
        <Link
          to="/home/people/edit/$userId"
          params={{ userId: row.original.id }}
          // A long name is cut with an ellipsis (whole in its tooltip) so the other columns stay in view.
          className="block max-w-xs truncate font-medium underline-offset-4 hover:underline"
          title={fullName(row.original)}
        >
          {fullName(row.original)}
        </Link>
      ),
    }),
    column.accessor('email', { header: peopleTexts.columnEmail }),
    column.display({
      id: 'organization',
      header: peopleTexts.columnOrganization,
      cell: ({ row }) => {
        const organization = organizations.get(row.original.organizationId);
        if (!organization) return null;
        return organization.type === 'external' ? (
          <Link
            to="/home/organizations/edit/$organizationId"
            params={{ organizationId: organization.id }}
            className="underline-offset-4 hover:underline"
          >
            {organization.name}
          </Link>
        ) : (
          organization.name
        );
      },
    }),
    column.display({
      id: 'type',
      header: peopleTexts.columnType,
      cell: ({ row }) => (
        <Badge variant={row.original.type === 'external' ? 'outline' : 'secondary'}>
          {userTypeLabel(row.original)}
        </Badge>
      ),
    }),
    column.accessor('status', {
      header: peopleTexts.columnStatus,
      cell: (info) => (
        <StatusBadge
          active={info.getValue() === 'active'}
          labels={peopleTexts}
          inactiveClassName="text-muted-foreground"
        />
      ),
    }),
    column.display({
      id: 'actions',
      header: peopleTexts.columnActions,
      cell: ({ row }) => <PeopleRowActions user={row.original} />,
    }),
  ]);
}
