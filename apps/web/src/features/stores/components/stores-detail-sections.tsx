import { zodResolver } from '@hookform/resolvers/zod';
import type { Brand } from '@lineup/contracts/pim';
import type { BusinessStore } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import type { Address, UserWithMemberships } from '@lineup/contracts/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  addressToFormValues,
  type StoreAddressFormValues,
  storeAddressesFormSchema,
  storeAddressesToFormValues,
  toStoreAddresses,
} from '@/components/address-form/address-form-values';
import {
  type BrandFocusRowValues,
  brandFocusFormSchema,
  brandFocusToFormValues,
  toBrandFocusType,
} from '@/components/brand-focus/brand-focus-values';
import { SectionSaveButton } from '@/components/section-save-button/section-save-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUpdateStoreAddresses } from '@/features/stores/api/update-store-addresses';
import { useUpdateStoreBasicInfo } from '@/features/stores/api/update-store-basic-info';
import { useUpdateStoreBrandFocus } from '@/features/stores/api/update-store-brand-focus';
import { useUpdateStoreStatus } from '@/features/stores/api/update-store-status';
import {
  StoresAddressesField,
  StoresBasicInfoFields,
  StoresBrandFocusField,
} from '@/features/stores/components/stores-fields';
import { type StoreBasicInfoFormValues, storeBasicInfoFormSchema } from '@/features/stores/components/stores-form';

function basicInfoValues(store: BusinessStore): StoreBasicInfoFormValues {
  return {
    name: store.name,
    description: store.description ?? '',
    mainContactUserId: store.mainContactUserId ?? '',
    ownership: store.ownership ?? '',
  };
}

/**
 * Basic info: name, description, main contact and ownership, sent with the store's current
 * `_revision` ('Store basic info updated successfully.' or the server's message).
 */
export function StoresBasicInfoSection({ store, members }: { store: BusinessStore; members: UserWithMemberships[] }) {
  const update = useUpdateStoreBasicInfo(store.id);
  const form = useForm<StoreBasicInfoFormValues>({
    resolver: zodResolver(storeBasicInfoFormSchema),
    mode: 'onChange',
    defaultValues: basicInfoValues(store),
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(
      {
        newName: values.name.trim(),
        newDescription: values.description.trim(),
        newMainContactUserId: values.mainContactUserId || null,
        newOwnership: values.ownership || null,
        _revision: store._revision,
      },
      { onSuccess: (saved) => form.reset(basicInfoValues(saved)) },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <StoresBasicInfoFields form={form} members={members} />
      <SectionSaveButton changed={form.formState.isDirty} saving={update.isPending}>
        {storeTexts.saveBasicInfo}
      </SectionSaveButton>
    </form>
  );
}

const addressesSchema = z.object({ addresses: storeAddressesFormSchema });

/**
 * Addresses: one billing and one shipping at most, the whole list sent with the current
 * `_revision` ('Store addresses updated successfully.' / 'Failed to update store addresses.').
 */
export function StoresAddressesSection({
  store,
  organizationAddress,
}: {
  store: BusinessStore;
  organizationAddress: Address | null;
}) {
  const update = useUpdateStoreAddresses(store.id);
  const copyable = organizationAddress ? addressToFormValues(organizationAddress) : null;
  const form = useForm<{ addresses: StoreAddressFormValues[] }>({
    resolver: zodResolver(addressesSchema),
    mode: 'onTouched',
    defaultValues: { addresses: storeAddressesToFormValues(store.addresses, organizationAddress) },
  });
  const submit = form.handleSubmit(({ addresses }) =>
    update.mutate(
      { addresses: toStoreAddresses(addresses, copyable), _revision: store._revision },
      {
        onSuccess: (saved) =>
          form.reset({ addresses: storeAddressesToFormValues(saved.addresses, organizationAddress) }),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
      <StoresAddressesField form={form} organizationAddress={copyable} />
      <SectionSaveButton changed={form.formState.isDirty} saving={update.isPending}>
        {storeTexts.saveAddresses}
      </SectionSaveButton>
    </form>
  );
}

const brandFocusSchema = z.object({ brandFocus: brandFocusFormSchema });

/** Brand focus: brands with Good / Better / Best and a catalog segment, at least one; errors under 'Brand Focus'. */
export function StoresBrandFocusSection({ store, brands }: { store: BusinessStore; brands: Brand[] }) {
  const update = useUpdateStoreBrandFocus(store.id);
  const form = useForm<{ brandFocus: BrandFocusRowValues[] }>({
    resolver: zodResolver(brandFocusSchema),
    mode: 'onChange',
    defaultValues: { brandFocus: brandFocusToFormValues(store.brandFocusType) },
  });
  const submit = form.handleSubmit(({ brandFocus }) =>
    update.mutate(
      { newBrandFocusType: toBrandFocusType(brandFocus), _revision: store._revision },
      { onSuccess: (saved) => form.reset({ brandFocus: brandFocusToFormValues(saved.brandFocusType) }) },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
      <StoresBrandFocusField form={form} brands={brands} headingLevel="h2" />
      <SectionSaveButton changed={form.formState.isDirty} saving={update.isPending}>
        {storeTexts.saveBrandFocus}
      </SectionSaveButton>
    </form>
  );
}

/**
 * Status: 'Deactivate Store' on an active store (confirmed first: its buyers lose its catalogs
 * and ordering at once), 'Activate Store' on an inactive one ('Store status updated
 * successfully.'; the status it already has gives 'Store status is already set to this status.').
 */
export function StoresStatusSection({ store }: { store: BusinessStore }) {
  const update = useUpdateStoreStatus(store.id);
  const active = store.status === 'active';
  const [confirming, setConfirming] = useState(false);
  const change = () =>
    update.mutate(
      { newStatus: active ? 'inactive' : 'active', _revision: store._revision },
      { onSettled: () => setConfirming(false) },
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Badge variant={active ? 'secondary' : 'outline'}>
        {active ? storeTexts.statusActive : storeTexts.statusInactive}
      </Badge>
      <p className="text-sm text-muted-foreground">
        {active ? storeTexts.statusIsActive : storeTexts.statusIsInactive}
      </p>
      <Button
        type="button"
        className="ml-auto"
        variant={active ? 'destructive' : 'default'}
        disabled={update.isPending}
        onClick={active ? () => setConfirming(true) : change}
      >
        {active ? storeTexts.deactivateStore : storeTexts.activateStore}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={change}
        pending={update.isPending}
        destructive
        title={storeTexts.deactivateTitle(store.name)}
        description={storeTexts.deactivateQuestion}
        cancelLabel={storeTexts.keepActive}
        confirmLabel={storeTexts.deactivateStore}
      />
    </div>
  );
}
