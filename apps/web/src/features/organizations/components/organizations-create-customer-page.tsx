import { zodResolver } from '@hookform/resolvers/zod';
import type { Brand } from '@lineup/contracts/pim';
import { organizationTexts } from '@lineup/contracts/texts/customers';
import type { User } from '@lineup/contracts/users';
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useBrands } from '@/api/brands/get-brands';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useRoles } from '@/api/roles/get-roles';
import { useUsers } from '@/api/users/get-users';
import { BackLink } from '@/components/page-links/page-links';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes-dialog';
import { useCreateCustomer } from '@/features/organizations/api/create-customer';
import {
  canCreateCustomer,
  customerFormSchema,
  toNewCustomerPayload,
} from '@/features/organizations/components/organizations-customer-form';
import { missingForCustomer } from '@/features/organizations/components/organizations-customer-missing';
import {
  type CustomerFormValues,
  customerFormDefaults,
  customerRoles,
  defaultRoleId,
  newCustomerStore,
} from '@/features/organizations/components/organizations-customer-values';
import {
  OrganizationsAddressField,
  OrganizationsNameField,
} from '@/features/organizations/components/organizations-fields';
import { OrganizationsInvitationCheckbox } from '@/features/organizations/components/organizations-invitation-checkbox';
import { OrganizationsMainContactFields } from '@/features/organizations/components/organizations-main-contact-fields';
import { OrganizationsStoreCard } from '@/features/organizations/components/organizations-store-card';
import { OrganizationsUsersFields } from '@/features/organizations/components/organizations-users-fields';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

const NO_USERS: User[] = [];
const NO_BRANDS: Brand[] = [];

/**
 * /home/organizations/create-customer, 'New Customer': the organization and its address,
 * the main contact (a saved customer account or a new one), the stores with their ownership,
 * addresses and brand focus, and the customer accounts (each may be sent an invitation), sent as
 * one new-customer payload. Only customer roles are offered: a team role is refused. Success or failure, the screen
 * returns to /home/organizations, with 'Customer created successfully' or the server's
 * message ('Failed to create customer').
 */
export function OrganizationsCreateCustomerPage() {
  const navigate = useNavigate();
  const users = useUsers();
  const organizations = useOrganizations();
  const roles = useRoles();
  const brands = useBrands();
  const create = useCreateCustomer();

  const allUsers = users.data ?? NO_USERS;
  const roleList = useMemo(() => customerRoles(roles.data), [roles.data]);
  const adminRoleId = defaultRoleId(roles.data);
  const savedEmails = useMemo(() => new Set(allUsers.map((user) => user.email.toLowerCase())), [allUsers]);
  // A saved customer account may be the main contact of another customer; team members may not.
  const pickable = useMemo(
    () => allUsers.filter((user) => user.status === 'active' && user.type === 'external'),
    [allUsers],
  );
  const savedOrganizationNames = useMemo(
    () => new Set((organizations.data ?? []).map((organization) => organization.name.trim().toLowerCase())),
    [organizations.data],
  );
  const schema = useMemo(
    () => customerFormSchema({ savedEmails, savedOrganizationNames }),
    [savedEmails, savedOrganizationNames],
  );

  const form = useForm<CustomerFormValues>({
    resolver: zodResolver(schema),
    // Checked on Create, then on every change: adding a store or an account does not flag its empty fields.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: customerFormDefaults(adminRoleId),
  });
  const stores = useFieldArray({ control: form.control, name: 'stores' });
  const values = useWatch({ control: form.control }) as CustomerFormValues;
  const missing = missingForCustomer(values);
  const organizationErrors = form.formState.errors.organization;

  // The role defaults to Admin, once the roles are known.
  useEffect(() => {
    if (!adminRoleId) return;
    // As a default, not an edit: the form stays "unchanged" for the unsaved-changes question.
    if (!form.getValues('mainContact.roleId')) form.resetField('mainContact.roleId', { defaultValue: adminRoleId });
    form.getValues('users').forEach((user, index) => {
      if (!user.roleId) form.setValue(`users.${index}.roleId`, adminRoleId);
    });
  }, [adminRoleId, form]);

  const backToList = () => navigate({ to: '/home/organizations' });
  // Success or failure, the screen returns to the list; what was sent is no longer "unsaved".
  const submit = form.handleSubmit((valid) => {
    create.mutate(toNewCustomerPayload(valid), {
      onSettled: () => void navigate({ to: '/home/organizations', ignoreBlocker: true }),
    });
  });
  const leaving = useUnsavedChangesGuard(form.formState.isDirty);
  const brandOptions = brands.data ?? NO_BRANDS;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <PageHeader
          title={organizationTexts.newCustomer}
          description={organizationTexts.newCustomerDescription}
          className="mb-0"
          actions={<BackLink to="/home/organizations">{organizationTexts.back}</BackLink>}
        />

        <SectionCard title={organizationTexts.organizationSection} contentClassName="flex flex-col gap-5">
          <div className="flex max-w-xl flex-col gap-2">
            <OrganizationsNameField
              registration={form.register('organization.name')}
              error={organizationErrors?.name?.message}
              placeholder={organizationTexts.organizationNamePlaceholder}
            />
          </div>
          <div className="flex flex-col gap-3">
            <h3 className="text-sm font-medium">{organizationTexts.organizationAddress}</h3>
            <OrganizationsAddressField control={form.control} name="organization.address" />
          </div>
        </SectionCard>

        <SectionCard
          title={organizationTexts.mainContactSection}
          description={organizationTexts.mainContactDescription}
        >
          <div className="flex flex-col gap-4">
            <OrganizationsMainContactFields users={pickable} roles={roleList} defaultRoleId={adminRoleId} />
            <OrganizationsInvitationCheckbox id="main-contact-sendInvitation" name="mainContact.sendInvitation" />
          </div>
        </SectionCard>

        <SectionCard
          title={organizationTexts.storesSection}
          description={organizationTexts.storesDescription}
          contentClassName="flex flex-col gap-4"
        >
          {stores.fields.map((store, index) => (
            <OrganizationsStoreCard
              key={store.id}
              index={index}
              brands={brandOptions}
              onRemove={index === 0 ? undefined : () => stores.remove(index)}
            />
          ))}
          <div>
            <Button type="button" variant="outline" onClick={() => stores.append(newCustomerStore(false))}>
              <Plus />
              {organizationTexts.addStore}
            </Button>
          </div>
        </SectionCard>

        <SectionCard title={organizationTexts.usersSection} description={organizationTexts.usersDescription}>
          <OrganizationsUsersFields roles={roleList} defaultRoleId={adminRoleId} />
        </SectionCard>

        {missing.length > 0 ? (
          <p id="create-customer-missing" className="text-sm text-muted-foreground sm:text-right">
            {organizationTexts.createNeeds(missing)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => void backToList()}>
            {organizationTexts.back}
          </Button>
          <Button
            type="submit"
            disabled={!canCreateCustomer(values) || create.isPending}
            aria-describedby={missing.length > 0 ? 'create-customer-missing' : undefined}
          >
            {create.isPending ? organizationTexts.creating : organizationTexts.create}
          </Button>
        </div>
        <UnsavedChangesDialog blocker={leaving} />
      </form>
    </FormProvider>
  );
}
