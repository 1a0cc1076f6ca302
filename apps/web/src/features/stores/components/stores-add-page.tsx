import { zodResolver } from '@hookform/resolvers/zod';
import type { Organization } from '@lineup/contracts/organizations';
import type { Brand } from '@lineup/contracts/pim';
import { storeTexts } from '@lineup/contracts/texts/customers';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useBrands } from '@/api/brands/get-brands';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useUsersWithMemberships } from '@/api/users/get-users-with-memberships';
import { addressToFormValues } from '@/components/address-form/address-form-values';
import { BackLink } from '@/components/page-links/page-links';
import { SelectOptions } from '@/components/select-options/select-options';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes-dialog';
import { useCreateStore } from '@/features/stores/api/create-store';
import {
  StoresAddressesField,
  StoresBasicInfoFields,
  StoresBrandFocusField,
} from '@/features/stores/components/stores-fields';
import {
  type NewStoreFormValues,
  newStoreFormDefaults,
  newStoreFormSchema,
  toCreateStoreInput,
} from '@/features/stores/components/stores-form';
import { membersOf } from '@/features/stores/store-members';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

const NO_ORGANIZATIONS: Organization[] = [];
const NO_MEMBERS: UserWithMemberships[] = [];
const NO_BRANDS: Brand[] = [];

/**
 * /home/stores/add, 'New Store': a store of a customer organization with its name,
 * description, main contact (a member of that organization), ownership, addresses and brand focus
 * (with each brand's catalog segment). Success
 * ('Store created successfully') returns to /home/stores; a refusal shows the server's message.
 */
export function StoresAddPage() {
  const navigate = useNavigate();
  const organizations = useOrganizations();
  const members = useUsersWithMemberships();
  const brands = useBrands();
  const create = useCreateStore();

  const customers = useMemo(
    () => (organizations.data ?? NO_ORGANIZATIONS).filter((organization) => organization.type === 'external'),
    [organizations.data],
  );
  const form = useForm<NewStoreFormValues>({
    resolver: zodResolver(newStoreFormSchema),
    mode: 'onTouched',
    defaultValues: newStoreFormDefaults(),
  });
  const errors = form.formState.errors;
  const leaving = useUnsavedChangesGuard(form.formState.isDirty);
  const organizationId = useWatch({ control: form.control, name: 'organizationId' });
  const organization = customers.find((candidate) => candidate.id === organizationId) ?? null;
  const organizationAddress = organization?.address ? addressToFormValues(organization.address) : null;
  const organizationMembers = useMemo(
    () => membersOf(members.data ?? NO_MEMBERS, organizationId),
    [members.data, organizationId],
  );

  const submit = form.handleSubmit((values) =>
    create.mutate(toCreateStoreInput(values, organizationAddress), {
      onSuccess: () => void navigate({ to: '/home/stores', ignoreBlocker: true }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <PageHeader
        title={storeTexts.newStore}
        description={storeTexts.newStoreSubtitle}
        className="mb-0"
        actions={<BackLink to="/home/stores">{storeTexts.back}</BackLink>}
      />
      <SectionCard title={storeTexts.basicInfoSection} contentClassName="grid max-w-3xl gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="organizationId"
          render={({ field }) => (
            <FormField
              id="store-organization"
              label={storeTexts.organization}
              error={errors.organizationId?.message}
              className="sm:col-span-2"
            >
              <NativeSelect
                {...field}
                onChange={(event) => {
                  const next = customers.find((candidate) => candidate.id === event.target.value);
                  field.onChange(event.target.value);
                  // The main contact belongs to the organization; a copied address needs one to copy.
                  form.setValue('mainContactUserId', '');
                  if (!next?.address) {
                    form.setValue(
                      'addresses',
                      form.getValues('addresses').map((address) => ({ ...address, sameAsOrganization: false })),
                    );
                  }
                }}
              >
                <SelectOptions
                  emptyLabel={storeTexts.selectOrganization}
                  choices={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
                />
              </NativeSelect>
            </FormField>
          )}
        />
        <StoresBasicInfoFields
          form={form}
          members={organizationMembers}
          mainContactDisabled={!organizationId}
          namePlaceholder={storeTexts.namePlaceholder}
        />
      </SectionCard>
      <SectionCard title={storeTexts.addressesSection} contentClassName="max-w-3xl">
        <StoresAddressesField form={form} organizationAddress={organizationAddress} />
      </SectionCard>
      <Card>
        <CardContent className="max-w-3xl">
          <StoresBrandFocusField form={form} brands={brands.data ?? NO_BRANDS} headingLevel="h3" />
        </CardContent>
      </Card>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => void navigate({ to: '/home/stores' })}>
          {storeTexts.back}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {storeTexts.createStore}
        </Button>
      </div>
      <UnsavedChangesDialog blocker={leaving} />
    </form>
  );
}
