import { zodResolver } from '@hookform/resolvers/zod';
import { roleTexts } from '@lineup/contracts/texts/people';
import { type CreateRoleInput, createRoleSchema } from '@lineup/contracts/users';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogButtons, DialogHeading } from '@/components/dialog-sections/dialog-sections';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useCreateRole } from '@/features/roles/api/create-role';
import { track } from '@/lib/analytics';

const roleFormSchema = createRoleSchema.pick({ name: true, description: true, type: true });
type RoleFormValues = z.input<typeof roleFormSchema>;

const defaultValues: RoleFormValues = { name: '', description: '', type: 'internal' };

/** A role's name is required ('Name is required'). */
const resolver = zodResolver(roleFormSchema, {
  error: (issue) => (issue.path?.[0] === 'name' ? validationMessages.roleNameRequired : undefined),
});

/**
 * The role creation dialog: name (required), description (optional), type (internal
 * or external, internal by default). It resets whenever it closes; submitting is ignored unless the
 * form is valid and changed. Opening it sends role_create_prompt_opened; a creation, role_created.
 */
export function RolesCreateDialog() {
  const [open, setOpen] = useState(false);
  const creation = useCreateRole();
  const form = useForm<RoleFormValues, unknown, z.output<typeof roleFormSchema>>({
    resolver,
    mode: 'onTouched',
    defaultValues,
  });
  const { errors, isDirty } = form.formState;

  const closeAndReset = () => {
    setOpen(false);
    form.reset(defaultValues);
    creation.reset();
  };
  const changeOpen = (next: boolean) => {
    if (creation.isPending) return;
    if (next) {
      setOpen(true);
      track('role_create_prompt_opened');
    } else {
      closeAndReset();
    }
  };

  const submit = form.handleSubmit((values) => {
    // Only a valid form reaches here; an untouched one creates nothing either.
    if (!form.formState.isDirty) return;
    const role: CreateRoleInput = { ...values, status: 'active' };
    creation.mutate(role, { onSuccess: closeAndReset });
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus />
          {roleTexts.createRole}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={roleTexts.close}>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <DialogHeading title={roleTexts.createRole} description={roleTexts.dialogDescription} />
          <FormField id="role-name" label={roleTexts.nameLabel} error={errors.name?.message}>
            <Input autoComplete="off" placeholder={roleTexts.namePlaceholder} {...form.register('name')} />
          </FormField>
          <FormField id="role-description" label={roleTexts.descriptionLabel}>
            <Input
              autoComplete="off"
              placeholder={roleTexts.descriptionPlaceholder}
              {...form.register('description')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <FormField id="role-type" label={roleTexts.typeLabel}>
                <NativeSelect {...field}>
                  <option value="internal">{roleTexts.typeInternal}</option>
                  <option value="external">{roleTexts.typeExternal}</option>
                </NativeSelect>
              </FormField>
            )}
          />
          <DialogButtons
            submits
            cancelLabel={roleTexts.cancel}
            onCancel={() => changeOpen(false)}
            pending={creation.isPending}
            confirmLabel={roleTexts.submit}
            confirmDisabled={!isDirty}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
