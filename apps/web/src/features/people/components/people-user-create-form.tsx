import { ADMIN_ROLE_NAME } from '@lineup/contracts/constants';
import type { Organization } from '@lineup/contracts/organizations';
import { shellTexts } from '@lineup/contracts/shell-texts';
import { peopleTexts } from '@lineup/contracts/texts/people';
import type { CreateUserInput, Role, UserType } from '@lineup/contracts/users';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SelectOptions } from '@/components/select-options/select-options';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes-dialog';
import { PeopleInvitationCheckbox } from '@/features/people/components/people-invitation-checkbox';
import {
  type FieldName,
  type FormValues,
  findAdminRole,
  findInternalOrganization,
  resolver,
} from '@/features/people/components/people-user-create-values';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

/**
 * The create form: first and last name of at least 3 characters, a valid e-mail, an
 * organization and a role, type internal or external. Type internal forces the Admin role and the
 * internal organization and hides the organization field; the internal organization is never
 * offered. Only roles of the chosen type are offered (a customer holds an external role). A customer
 * may be sent an invitation e-mail with the customer portal's address. With `fixedType` (the team
 * member form) there is no type field.
 */
export function PeopleUserCreateForm({
  organizations,
  roles,
  fixedType,
  submitLabel,
  pending,
  onSubmit,
  onBack,
}: {
  organizations: Organization[] | undefined;
  roles: Role[] | undefined;
  fixedType?: UserType;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: CreateUserInput) => void;
  onBack: () => void;
}) {
  const form = useForm<FormValues, unknown, CreateUserInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      organizationId: '',
      roleId: '',
      type: fixedType ?? 'external',
      sendInvitation: false,
    },
  });
  const { errors, isSubmitted, isDirty } = form.formState;
  const leaving = useUnsavedChangesGuard(isDirty);
  const type = form.watch('type');
  const internal = type === 'internal';

  const internalOrganization = findInternalOrganization(organizations);
  const adminRole = findAdminRole(roles);
  const organizationOptions = useMemo(
    () => (organizations ?? []).filter((organization) => organization.type !== 'internal'),
    [organizations],
  );
  const roleOptions = useMemo(
    () => (roles ?? []).filter((role) => role.status === 'active' && role.type === type),
    [roles, type],
  );
  const listsLoading = organizations === undefined || roles === undefined;

  // Internal users: the Admin role in the internal organization, whatever was picked before (and
  // once the lists arrive, when they were still loading).
  useEffect(() => {
    if (!internal) return;
    form.setValue('organizationId', internalOrganization?.id ?? '', { shouldValidate: isSubmitted });
    form.setValue('roleId', adminRole?.id ?? '', { shouldValidate: isSubmitted });
  }, [internal, internalOrganization?.id, adminRole?.id, isSubmitted, form]);

  const errorText = (field: FieldName) => {
    const message = errors[field]?.message;
    return message ? (
      <p id={`user-${field}-error`} role="alert" className="text-sm text-destructive">
        {message}
      </p>
    ) : null;
  };
  const invalidProps = (field: FieldName) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `user-${field}-error` } : {};

  return (
    <form
      noValidate
      className="flex max-w-xl flex-col gap-5"
      // The invitation is a customer's only, and named only when asked for.
      onSubmit={form.handleSubmit(({ sendInvitation, ...values }) =>
        onSubmit(sendInvitation && values.type === 'external' ? { ...values, sendInvitation } : values),
      )}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="user-email">{peopleTexts.emailLabel}</Label>
        <Input
          id="user-email"
          type="email"
          autoComplete="off"
          placeholder={peopleTexts.emailPlaceholder}
          {...invalidProps('email')}
          {...form.register('email')}
        />
        {errorText('email')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="user-firstName">{peopleTexts.firstNameLabel}</Label>
          <Input
            id="user-firstName"
            autoComplete="off"
            {...invalidProps('firstName')}
            {...form.register('firstName')}
          />
          {errorText('firstName')}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="user-lastName">{peopleTexts.lastNameLabel}</Label>
          <Input id="user-lastName" autoComplete="off" {...invalidProps('lastName')} {...form.register('lastName')} />
          {errorText('lastName')}
        </div>
      </div>
      {fixedType ? null : (
        <div className="flex flex-col gap-2">
          <Label htmlFor="user-type">{peopleTexts.typeLabel}</Label>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <NativeSelect
                id="user-type"
                {...field}
                onChange={(event) => {
                  const next = event.target.value as UserType;
                  field.onChange(next);
                  // Leaving internal: the forced organization and role are no choice of the user's.
                  if (next === 'external') {
                    form.setValue('organizationId', '', { shouldValidate: isSubmitted });
                    form.setValue('roleId', '', { shouldValidate: isSubmitted });
                  }
                }}
              >
                <option value="external">{peopleTexts.typeOptionExternal}</option>
                <option value="internal">{peopleTexts.typeOptionInternal}</option>
              </NativeSelect>
            )}
          />
          {internal ? <p className="text-sm text-muted-foreground">{peopleTexts.internalUserHint}</p> : null}
        </div>
      )}
      {/* Hidden for internal users; should the internal organization be missing, say so anyway. */}
      {internal ? (
        errorText('organizationId')
      ) : (
        <div className="flex flex-col gap-2">
          <Label htmlFor="user-organizationId">{peopleTexts.organizationLabel}</Label>
          <Controller
            control={form.control}
            name="organizationId"
            render={({ field }) => (
              <NativeSelect
                id="user-organizationId"
                {...field}
                disabled={listsLoading}
                {...invalidProps('organizationId')}
              >
                <SelectOptions
                  emptyLabel={listsLoading ? shellTexts.loading : peopleTexts.organizationPlaceholder}
                  choices={organizationOptions.map((organization) => ({
                    value: organization.id,
                    label: organization.name,
                  }))}
                />
              </NativeSelect>
            )}
          />
          {errorText('organizationId')}
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor="user-roleId">{peopleTexts.roleLabel}</Label>
        <Controller
          control={form.control}
          name="roleId"
          render={({ field }) => (
            <NativeSelect id="user-roleId" {...field} disabled={listsLoading || internal} {...invalidProps('roleId')}>
              {internal ? (
                adminRole ? (
                  <option value={adminRole.id}>{adminRole.name}</option>
                ) : (
                  <option value="">{ADMIN_ROLE_NAME}</option>
                )
              ) : (
                <SelectOptions
                  emptyLabel={listsLoading ? shellTexts.loading : peopleTexts.rolePlaceholder}
                  choices={roleOptions.map((role) => ({ value: role.id, label: role.name }))}
                />
              )}
            </NativeSelect>
          )}
        />
        {errorText('roleId')}
      </div>
      {internal ? null : <PeopleInvitationCheckbox control={form.control} />}
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          {peopleTexts.back}
        </Button>
        <Button type="submit" disabled={pending || listsLoading}>
          {submitLabel}
        </Button>
      </div>
      <UnsavedChangesDialog blocker={leaving} />
    </form>
  );
}
