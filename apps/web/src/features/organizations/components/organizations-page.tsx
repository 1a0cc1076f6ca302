import { emptyStates } from '@lineup/contracts/messages';
import type { Organization } from '@lineup/contracts/organizations';
import { pageHeadings } from '@lineup/contracts/shell-texts';
import { organizationTexts } from '@lineup/contracts/texts/customers';
import type { User } from '@lineup/contracts/users';
import { useMemo } from 'react';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useUsers } from '@/api/users/get-users';
import { countryLabel } from '@/components/address-form/address-form-values';
import { ListPage } from '@/components/list-page/list-page';
import { AddLink } from '@/components/page-links/page-links';
import { DataTableEmpty } from '@/components/ui/data-table';
import { type OrganizationRow, organizationsColumns } from '@/features/organizations/components/organizations-columns';

const NO_ORGANIZATIONS: Organization[] = [];
const NO_USERS: User[] = [];

/** Search by name or country (the country's code or its name), case-insensitive. */
export function filterOrganizations<T extends Organization>(organizations: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return organizations;
  return organizations.filter((organization) => {
    const country = organization.address?.country ?? '';
    return (
      organization.name.toLowerCase().includes(needle) ||
      country.toLowerCase() === needle ||
      countryLabel(country).toLowerCase().includes(needle)
    );
  });
}

/** /home/organizations: search, the table with Previous/Next, Add New Customer, Edit. */
export function OrganizationsPage() {
  const organizations = useOrganizations();
  const users = useUsers();

  const rows = useMemo<OrganizationRow[]>(() => {
    const byId = new Map((users.data ?? NO_USERS).map((user) => [user.id, user]));
    return (organizations.data ?? NO_ORGANIZATIONS).map((organization) => ({
      ...organization,
      mainContact: organization.mainContactUserId ? (byId.get(organization.mainContactUserId) ?? null) : null,
    }));
  }, [organizations.data, users.data]);
  const columns = useMemo(() => organizationsColumns(), []);

  return (
    <ListPage
      title={pageHeadings.organizations}
      actions={<AddLink to="/home/organizations/create-customer">{organizationTexts.addNewCustomer}</AddLink>}
      list={{ columns, data: rows, filter: filterOrganizations, loading: organizations.isPending }}
      labels={organizationTexts}
      empty={<DataTableEmpty title={emptyStates.organizations} />}
    />
  );
}
