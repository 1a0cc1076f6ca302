import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessages } from '@lineup/contracts/error-messages';
import { peopleTexts } from '@lineup/contracts/texts/people';
import { type User, updateUserSchema } from '@lineup/contracts/users';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes-dialog';
import { useUser } from '@/features/people/api/get-user';
import { useUpdateUser } from '@/features/people/api/update-user';
import { fullName } from '@/features/people/people-names';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

const editSchema = updateUserSchema.pick({ firstName: true, lastName: true });
type EditValues = z.input<typeof editSchema>;

/** Edit user: 'First name required' and 'Last name required' (at least 1 character each, at most 100). */
const resolver = zodResolver(editSchema, {
  error: (issue) => {
    const field = issue.path?.[0];
    if (issue.code === 'too_big') return validationMessages.nameTooLong;
    if (field === 'firstName') return validationMessages.firstNameRequired;
    if (field === 'lastName') return validationMessages.lastNameRequired;
    return undefined;
  },
});

/**
 * /home/people/edit/{userId}: 'Editing User' with the saved name (once) and the e-mail, and the
 * form First Name, Last Name, Save Changes. The update names the `_revision` it was read at, so a
 * change made meanwhile by someone else is refused (409) with the server's message. An unknown id
 * shows 'User not found' and goes back to /home/people.
 */
export function PeopleEditPage({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const user = useUser(userId);
  const missing = user.data === null;

  useEffect(() => {
    if (!missing) return;
    toast.error(errorMessages.users[404], { id: 'user-not-found' });
    void navigate({ to: '/home/people', replace: true });
  }, [missing, navigate]);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={peopleTexts.editingUser} className="mb-2" />
      <Card className="max-w-2xl">
        <CardContent className="flex flex-col gap-6">
          {user.data ? (
            <PeopleEditForm
              key={user.data.id}
              user={user.data}
              onBack={() => navigate({ to: '/home/people' })}
              onSaved={() => navigate({ to: '/home/people', ignoreBlocker: true })}
            />
          ) : user.isPending ? (
            <div className="flex flex-col gap-3" role="status" aria-label={peopleTexts.loadingUser}>
              <Skeleton className="h-5 w-64" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

function PeopleEditForm({ user, onBack, onSaved }: { user: User; onBack: () => void; onSaved: () => void }) {
  const update = useUpdateUser();
  const form = useForm<EditValues, unknown, z.output<typeof editSchema>>({
    resolver,
    mode: 'onChange',
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const { errors, isDirty } = form.formState;
  const leaving = useUnsavedChangesGuard(isDirty);

  return (
    <>
      {/* The saved name once, with the e-mail; the fields below are where each part is changed. */}
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{peopleTexts.nameLabel}</dt>
        <dd data-testid="user-name" className="break-words">
          {fullName(user)}
        </dd>
        <dt className="text-muted-foreground">{peopleTexts.emailLabel}</dt>
        <dd data-testid="user-email" className="break-words">
          {user.email}
        </dd>
      </dl>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit((values) =>
          // The revision read last: after a refusal the user is reloaded, and a new attempt names it.
          update.mutate({ id: user.id, ...values, _revision: user._revision }, { onSuccess: onSaved }),
        )}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="edit-firstName" label={peopleTexts.firstNameLabel} error={errors.firstName?.message}>
            <Input autoComplete="off" {...form.register('firstName')} />
          </FormField>
          <FormField id="edit-lastName" label={peopleTexts.lastNameLabel} error={errors.lastName?.message}>
            <Input autoComplete="off" {...form.register('lastName')} />
          </FormField>
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onBack}>
            {peopleTexts.back}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {peopleTexts.saveChanges}
          </Button>
        </div>
      </form>
      <UnsavedChangesDialog blocker={leaving} />
    </>
  );
}
