import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_ROLE_NAME } from '@lineup/contracts/constants';
import { roleTexts } from '@lineup/contracts/texts/people';
import type { Role } from '@lineup/contracts/users';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogButtons, DialogHeading } from '@/components/dialog-sections/dialog-sections';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useUpdateRole } from '@/features/roles/api/update-role';

const editSchema = z.object({ name: z.string().trim().min(1), description: z.string().trim() });
type EditValues = z.input<typeof editSchema>;

const resolver = zodResolver(editSchema, {
  error: (issue) => (issue.path?.[0] === 'name' ? validationMessages.roleNameRequired : undefined),
});

/** The internal Admin role is found by its name: the server refuses to rename it. */
const isAdminRole = (role: Pick<Role, 'name' | 'type'>) =>
  role.type === 'internal' && role.name.toLowerCase() === ADMIN_ROLE_NAME.toLowerCase();

/**
 * Edit Role: its name (required; the Admin role's stays, and says why) and description. Only what
 * changed is sent; an unchanged form sends nothing. Open while `role` is set.
 */
export function RolesEditDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  return (
    <Dialog open={role !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={roleTexts.close}>
        {role ? <RolesEditForm key={role.id} role={role} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RolesEditForm({ role, onClose }: { role: Role; onClose: () => void }) {
  const update = useUpdateRole();
  const admin = isAdminRole(role);
  const form = useForm<EditValues, unknown, z.output<typeof editSchema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: role.name, description: role.description ?? '' },
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(({ name, description }) => {
    const changes = {
      ...(name !== role.name ? { name } : {}),
      ...(description !== (role.description ?? '') ? { description } : {}),
    };
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate({ id: role.id, ...changes }, { onSuccess: onClose });
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <DialogHeading title={roleTexts.editTitle(role.name)} description={roleTexts.editDescription} />
      <FormField
        id="role-edit-name"
        label={roleTexts.nameLabel}
        error={errors.name?.message}
        hint={admin ? roleTexts.adminNameLocked : undefined}
      >
        <Input autoComplete="off" readOnly={admin} {...form.register('name')} />
      </FormField>
      <FormField id="role-edit-description" label={roleTexts.descriptionLabel}>
        <Input autoComplete="off" placeholder={roleTexts.descriptionPlaceholder} {...form.register('description')} />
      </FormField>
      <DialogButtons
        submits
        cancelLabel={roleTexts.cancel}
        onCancel={onClose}
        pending={update.isPending}
        confirmLabel={update.isPending ? roleTexts.saving : roleTexts.save}
        confirmDisabled={!isDirty}
      />
    </form>
  );
}
