import { zodResolver } from '@hookform/resolvers/zod';
import { accountTexts } from '@lineup/contracts/texts/settings';
import { type CurrentUser, updateUserSchema } from '@lineup/contracts/users';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes-dialog';
import { useUpdateAccount } from '@/features/settings/api/update-account';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

const profileSchema = updateUserSchema.pick({ firstName: true, lastName: true });
type ProfileValues = z.input<typeof profileSchema>;

/** As on Edit user: 'First name required' and 'Last name required', at least 1 character each. */
const resolver = zodResolver(profileSchema, {
  error: (issue) => {
    const field = issue.path?.[0];
    if (field === 'firstName') return validationMessages.firstNameRequired;
    if (field === 'lastName') return validationMessages.lastNameRequired;
    return undefined;
  },
});

/**
 * The signed-in person's first and last name, saved through PUT /api/users {id, firstName,
 * lastName}. The e-mail is how they sign in: shown, never edited. Leaving with unsaved changes asks
 * first; after a save the form is clean again.
 */
export function SettingsAccountProfileForm({ account }: { account: CurrentUser }) {
  const update = useUpdateAccount();
  const form = useForm<ProfileValues, unknown, z.output<typeof profileSchema>>({
    resolver,
    mode: 'onChange',
    defaultValues: { firstName: account.firstName, lastName: account.lastName },
  });
  const { errors, isDirty } = form.formState;
  const leaving = useUnsavedChangesGuard(isDirty);

  // Names changed elsewhere (the current user loaded again) show in the fields the user has not
  // touched; what they typed stays.
  const { firstName, lastName } = account;
  useEffect(() => {
    form.reset({ firstName, lastName }, { keepDirtyValues: true });
  }, [form, firstName, lastName]);

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: account.id, ...values },
      { onSuccess: (user) => form.reset({ firstName: user.firstName, lastName: user.lastName }) },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={accountTexts.profileTitle}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="account-first-name" label={accountTexts.firstName} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id="account-last-name" label={accountTexts.lastName} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField id="account-email" label={accountTexts.email} hint={accountTexts.emailReadOnly}>
        <Input type="email" value={account.email} readOnly className="bg-muted/50" />
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? accountTexts.saving : accountTexts.saveChanges}
        </Button>
        {isDirty && !update.isPending ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => form.reset({ firstName: account.firstName, lastName: account.lastName })}
          >
            {accountTexts.discardChanges}
          </Button>
        ) : null}
      </div>
      <UnsavedChangesDialog blocker={leaving} />
    </form>
  );
}
