import { zodResolver } from '@hookform/resolvers/zod';
import { internalErrors } from '@lineup/contracts/messages';
import type { Organization } from '@lineup/contracts/organizations';
import { organizationTexts } from '@lineup/contracts/texts/customers';
import { listedNameSchema } from '@lineup/contracts/users';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  type AddressFormValues,
  addressFormSchema,
  addressToFormValues,
  toAddress,
} from '@/components/address-form/address-form-values';
import { BackLink } from '@/components/page-links/page-links';
import { SectionSaveButton } from '@/components/section-save-button/section-save-button';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrganization } from '@/features/organizations/api/get-organization';
import { useUpdateOrganizationAddress } from '@/features/organizations/api/update-organization-address';
import { useUpdateOrganizationName } from '@/features/organizations/api/update-organization-name';
import { OrganizationDiscountsForm } from '@/features/organizations/components/organizations-discounts-form';
import {
  OrganizationMainContact,
  OrganizationPeople,
  OrganizationStores,
} from '@/features/organizations/components/organizations-edit-members';
import {
  OrganizationsAddressField,
  OrganizationsNameField,
} from '@/features/organizations/components/organizations-fields';

const nameSchema = z.object({ name: listedNameSchema(validationMessages.organizationNameRequired) });
const addressSchema = z.object({ address: addressFormSchema });

/** The name, saved on its own: 'Name saved' or the server's message ('Failed to save name'). */
function OrganizationNameForm({ organization }: { organization: Organization }) {
  const update = useUpdateOrganizationName(organization.id);
  const form = useForm<{ name: string }>({
    resolver: zodResolver(nameSchema),
    mode: 'onChange',
    defaultValues: { name: organization.name },
  });
  const error = form.formState.errors.name;
  const submit = form.handleSubmit(({ name }) =>
    update.mutate(name.trim(), { onSuccess: (saved) => form.reset({ name: saved.name }) }),
  );
  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-2">
      <OrganizationsNameField
        registration={form.register('name')}
        error={error?.message}
        saveButton={
          <Button type="submit" disabled={!form.formState.isDirty || error !== undefined || update.isPending}>
            {organizationTexts.saveName}
          </Button>
        }
      />
    </form>
  );
}

/** The address, saved on its own: 'Address saved' or the server's message ('Failed to save address'). */
function OrganizationAddressForm({ organization }: { organization: Organization }) {
  const update = useUpdateOrganizationAddress(organization.id);
  const form = useForm<{ address: AddressFormValues }>({
    resolver: zodResolver(addressSchema),
    mode: 'onTouched',
    defaultValues: { address: addressToFormValues(organization.address) },
  });
  const submit = form.handleSubmit(({ address }) =>
    update.mutate(toAddress(address, 'physical'), {
      onSuccess: (saved) => form.reset({ address: addressToFormValues(saved.address) }),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
      <OrganizationsAddressField control={form.control} name="address" />
      <SectionSaveButton changed={form.formState.isDirty} saving={update.isPending}>
        {organizationTexts.saveAddress}
      </SectionSaveButton>
    </form>
  );
}

/**
 * /home/organizations/edit/{organizationId}, 'Edit Customer': the name and the address,
 * each saved on its own, the discounts, and the main contact, stores and people, each linking to
 * its own page. An unknown id says 'Organization not found' and returns to the list.
 */
export function OrganizationsEditPage() {
  const { organizationId } = useParams({ from: '/home/organizations/edit/$organizationId' });
  const navigate = useNavigate();
  const organization = useOrganization(organizationId);

  const missing = organization.isSuccess && organization.data === null;
  const failed = organization.isError;
  useEffect(() => {
    if (!missing && !failed) return;
    // A failed load already shows the server's message (the query cache); an unknown id says so here.
    if (missing) toast.error(internalErrors.organizationNotFound, { id: 'organization-not-found' });
    void navigate({ to: '/home/organizations', replace: true });
  }, [missing, failed, navigate]);

  const data = organization.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={organizationTexts.editCustomer}
        description={data ? data.name : organizationTexts.editCustomerDescription}
        className="mb-0"
        actions={<BackLink to="/home/organizations">{organizationTexts.back}</BackLink>}
      />
      {data ? (
        <>
          <SectionCard title={organizationTexts.organizationSection}>
            <OrganizationNameForm key={data.id} organization={data} />
          </SectionCard>
          <SectionCard title={organizationTexts.organizationAddress}>
            <OrganizationAddressForm key={data.id} organization={data} />
          </SectionCard>
          {/* Discounts are a customer's prices: the wholesaler's own organization buys nothing. */}
          {data.type === 'external' ? (
            <SectionCard title={organizationTexts.discountsSection}>
              <OrganizationDiscountsForm key={data.id} organization={data} />
            </SectionCard>
          ) : null}
          <SectionCard title={organizationTexts.organizationMainContact}>
            <OrganizationMainContact userId={data.mainContactUserId} />
          </SectionCard>
          <SectionCard title={organizationTexts.organizationStores}>
            <OrganizationStores organizationId={data.id} />
          </SectionCard>
          <SectionCard title={organizationTexts.organizationPeople}>
            <OrganizationPeople organizationId={data.id} />
          </SectionCard>
        </>
      ) : (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </div>
  );
}
