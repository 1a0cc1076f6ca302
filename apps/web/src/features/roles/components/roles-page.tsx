import { pageHeadings } from '@lineup/contracts/shell-texts';
import { roleTexts } from '@lineup/contracts/texts/people';
import type { Role } from '@lineup/contracts/users';
import { useMemo, useState } from 'react';
import { useRoles } from '@/api/roles/get-roles';
import { ListPage } from '@/components/list-page/list-page';
import { DataTableEmpty } from '@/components/ui/data-table';
import { rolesColumns } from '@/features/roles/components/roles-columns';
import { RolesCreateDialog } from '@/features/roles/components/roles-create-dialog';
import { RolesEditDialog } from '@/features/roles/components/roles-edit-dialog';

const NO_ROLES: Role[] = [];

/** The search matches the name or the description, without regard to case. */
function filterRoles(roles: Role[], search: string): Role[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return roles;
  return roles.filter((role) =>
    [role.name, role.description ?? ''].some((text) => text.toLowerCase().includes(needle)),
  );
}

/**
 * /home/roles (Settings): every role with its type, description and status, searchable and paged
 * (both in the address); Edit renames or describes a role, Create Role adds one.
 */
export function RolesPage() {
  const roles = useRoles();
  const [editing, setEditing] = useState<Role | null>(null);
  const columns = useMemo(() => rolesColumns(setEditing), []);

  return (
    <ListPage
      title={pageHeadings.roles}
      actions={<RolesCreateDialog />}
      list={{ columns, data: roles.data ?? NO_ROLES, filter: filterRoles, loading: roles.isPending }}
      labels={roleTexts}
      empty={<DataTableEmpty title={roleTexts.empty} />}
    >
      <RolesEditDialog role={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
