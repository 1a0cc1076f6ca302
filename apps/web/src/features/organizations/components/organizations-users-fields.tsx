import { organizationTexts } from '@lineup/contracts/texts/customers';
import type { Role } from '@lineup/contracts/users';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { SelectOptions } from '@/components/select-options/select-options';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  type CustomerFormValues,
  type CustomerUserFormValues,
  newCustomerUser,
} from '@/features/organizations/components/organizations-customer-values';
import { OrganizationsInvitationCheckbox } from '@/features/organizations/components/organizations-invitation-checkbox';

type FieldName = Exclude<keyof CustomerUserFormValues, 'sendInvitation'>;

/**
 * The customer accounts of a new customer: e-mail, first name, last name, role and whether to send
 * an invitation each. Every account (and the main contact) buys for every store of the customer.
 */
export function OrganizationsUsersFields({ roles, defaultRoleId }: { roles: Role[]; defaultRoleId: string }) {
  const form = useFormContext<CustomerFormValues>();
  const users = useFieldArray({ control: form.control, name: 'users' });
  const errors = form.formState.errors.users;

  const errorOf = (index: number, field: FieldName) => errors?.[index]?.[field]?.message;
  const describedBy = (index: number, field: FieldName) =>
    errorOf(index, field) ? `user-${index}-${field}-error` : undefined;
  const errorText = (index: number, field: FieldName) => {
    const message = errorOf(index, field);
    return message ? (
      <p id={`user-${index}-${field}-error`} role="alert" className="text-sm text-destructive">
        {message}
      </p>
    ) : null;
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{organizationTexts.usersBuyForEveryStore}</p>
      {users.fields.length === 0 ? <p className="text-sm text-muted-foreground">{organizationTexts.noUsers}</p> : null}
      {users.fields.map((user, index) => (
        <div
          key={user.id}
          className="grid items-start gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_1fr_12rem_auto]"
          data-testid="customer-user"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`user-${index}-email`}>{organizationTexts.email}</Label>
            <Input
              id={`user-${index}-email`}
              type="email"
              autoComplete="off"
              aria-invalid={errorOf(index, 'email') ? true : undefined}
              aria-describedby={describedBy(index, 'email')}
              {...form.register(`users.${index}.email`)}
            />
            {errorText(index, 'email')}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`user-${index}-firstName`}>{organizationTexts.firstName}</Label>
            <Input
              id={`user-${index}-firstName`}
              autoComplete="off"
              aria-invalid={errorOf(index, 'firstName') ? true : undefined}
              aria-describedby={describedBy(index, 'firstName')}
              {...form.register(`users.${index}.firstName`)}
            />
            {errorText(index, 'firstName')}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`user-${index}-lastName`}>{organizationTexts.lastName}</Label>
            <Input
              id={`user-${index}-lastName`}
              autoComplete="off"
              aria-invalid={errorOf(index, 'lastName') ? true : undefined}
              aria-describedby={describedBy(index, 'lastName')}
              {...form.register(`users.${index}.lastName`)}
            />
            {errorText(index, 'lastName')}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`user-${index}-roleId`}>{organizationTexts.role}</Label>
            <NativeSelect
              id={`user-${index}-roleId`}
              aria-invalid={errorOf(index, 'roleId') ? true : undefined}
              aria-describedby={describedBy(index, 'roleId')}
              {...form.register(`users.${index}.roleId`)}
            >
              <SelectOptions
                emptyLabel={organizationTexts.selectRole}
                choices={roles.map((role) => ({ value: role.id, label: role.name }))}
              />
            </NativeSelect>
            {errorText(index, 'roleId')}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="sm:mt-6"
            aria-label={organizationTexts.removeUser(index + 1)}
            title={organizationTexts.removeUser(index + 1)}
            onClick={() => users.remove(index)}
          >
            <Trash2 className="text-destructive" />
          </Button>
          <div className="sm:col-span-5">
            <OrganizationsInvitationCheckbox
              id={`user-${index}-sendInvitation`}
              name={`users.${index}.sendInvitation`}
            />
          </div>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => users.append(newCustomerUser(defaultRoleId))}>
          <Plus />
          {organizationTexts.addUser}
        </Button>
      </div>
    </div>
  );
}
