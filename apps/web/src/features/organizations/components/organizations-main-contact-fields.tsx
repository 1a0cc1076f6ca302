import { organizationTexts } from '@lineup/contracts/texts/customers';
import type { Role, User } from '@lineup/contracts/users';
import { Lock, X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SelectOptions } from '@/components/select-options/select-options';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  type CustomerFormValues,
  emptyMainContact,
} from '@/features/organizations/components/organizations-customer-values';
import { SavedUserOptions } from '@/features/organizations/components/organizations-saved-user-options';

const MAX_MATCHES = 8;

/** Saved users whose first name, last name, full name or e-mail contains the typed text. */
export function searchSavedUsers(users: User[], text: string): User[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return users
    .filter((user) => {
      const fullName = `${user.firstName} ${user.lastName}`.toLowerCase();
      return fullName.includes(needle) || user.email.toLowerCase().includes(needle);
    })
    .slice(0, MAX_MATCHES);
}

/**
 * The main contact of a new customer. The first-name field searches saved users
 * or offers 'Create new user ...'; picking a saved user prefills and locks name, e-mail and role
 * (their role when it is known, otherwise Admin) and the payload names them with prefilled:true.
 */
export function OrganizationsMainContactFields({
  users,
  roles,
  defaultRoleId,
}: {
  /** The saved users one can pick (active ones). */
  users: User[];
  roles: Role[];
  defaultRoleId: string;
}) {
  const form = useFormContext<CustomerFormValues>();
  const errors = form.formState.errors.mainContact;
  const contact = useWatch({ control: form.control, name: 'mainContact' });
  const locked = contact.prefilled;
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const listId = useId();
  const lastNameRef = useRef<HTMLInputElement | null>(null);

  const matches = useMemo(() => searchSavedUsers(users, contact.firstName), [users, contact.firstName]);
  const showList = open && !locked && contact.firstName.trim().length > 0;
  const optionCount = matches.length + 1; // the saved users, then 'Create new user ...'

  const pick = (user: User) => {
    const roleId = roles.some((role) => role.id === user.roleId) ? user.roleId : defaultRoleId;
    form.setValue(
      'mainContact',
      {
        id: user.id,
        prefilled: true,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        roleId,
        sendInvitation: form.getValues('mainContact.sendInvitation'),
      },
      { shouldDirty: true },
    );
    form.clearErrors('mainContact');
    setOpen(false);
  };

  const createNew = () => {
    setOpen(false);
    lastNameRef.current?.focus();
  };

  const choose = (index: number) => {
    const user = matches[index];
    if (user) pick(user);
    else createNew();
  };

  const unlock = () => {
    form.setValue(
      'mainContact',
      { ...emptyMainContact(defaultRoleId), sendInvitation: form.getValues('mainContact.sendInvitation') },
      { shouldDirty: true },
    );
    setOpen(false);
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="flex flex-col gap-4">
      {locked ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <Badge variant="secondary">
            <Lock />
            {organizationTexts.savedUser}
          </Badge>
          <span className="text-muted-foreground">{organizationTexts.savedUserLocked}</span>
          <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={unlock}>
            <X />
            {organizationTexts.clearSavedUser}
          </Button>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="relative flex flex-col gap-2">
          <Label htmlFor="main-contact-first-name">{organizationTexts.firstName}</Label>
          <Controller
            control={form.control}
            name="mainContact.firstName"
            render={({ field }) => (
              <Input
                id="main-contact-first-name"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={showList}
                aria-controls={showList ? listId : undefined}
                aria-activedescendant={showList ? optionId(highlighted) : undefined}
                aria-invalid={errors?.firstName ? true : undefined}
                aria-describedby={errors?.firstName ? 'main-contact-first-name-error' : undefined}
                autoComplete="off"
                readOnly={locked}
                {...field}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  setHighlighted(0);
                  setOpen(true);
                }}
                onFocus={() => setOpen(true)}
                onBlur={() => {
                  setOpen(false);
                  field.onBlur();
                }}
                onKeyDown={(event) => {
                  if (!showList) {
                    if (event.key === 'ArrowDown' && !locked) setOpen(true);
                    return;
                  }
                  if (event.key === 'ArrowDown') {
                    event.preventDefault();
                    setHighlighted((index) => (index + 1) % optionCount);
                  } else if (event.key === 'ArrowUp') {
                    event.preventDefault();
                    setHighlighted((index) => (index - 1 + optionCount) % optionCount);
                  } else if (event.key === 'Enter') {
                    event.preventDefault();
                    choose(highlighted);
                  } else if (event.key === 'Escape') {
                    setOpen(false);
                  }
                }}
              />
            )}
          />
          {showList ? (
            <SavedUserOptions
              listId={listId}
              optionId={optionId}
              matches={matches}
              highlighted={highlighted}
              onHighlight={setHighlighted}
              onPick={pick}
              onCreateNew={createNew}
            />
          ) : null}
          <FieldError id="main-contact-first-name-error">{errors?.firstName?.message}</FieldError>
        </div>
        <Controller
          control={form.control}
          name="mainContact.lastName"
          render={({ field }) => (
            <FormField id="main-contact-last-name" label={organizationTexts.lastName} error={errors?.lastName?.message}>
              <Input
                autoComplete="off"
                readOnly={locked}
                name={field.name}
                ref={(element) => {
                  field.ref(element);
                  lastNameRef.current = element;
                }}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="mainContact.email"
          render={({ field }) => (
            <FormField id="main-contact-email" label={organizationTexts.email} error={errors?.email?.message}>
              <Input type="email" autoComplete="off" readOnly={locked} {...field} />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="mainContact.roleId"
          render={({ field }) => (
            <FormField id="main-contact-role" label={organizationTexts.role} error={errors?.roleId?.message}>
              <NativeSelect disabled={locked} {...field}>
                <SelectOptions
                  emptyLabel={organizationTexts.selectRole}
                  choices={roles.map((role) => ({ value: role.id, label: role.name }))}
                />
              </NativeSelect>
            </FormField>
          )}
        />
      </div>
    </div>
  );
}
