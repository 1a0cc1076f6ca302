import { OWNERSHIP_VALUES } from '@lineup/contracts/constants';
import { type CreateStoreInput, type Ownership, STORE_LOGO_PLACEHOLDER_URL } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import { listedNameSchema } from '@lineup/contracts/users';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { z } from 'zod';
import {
  type AddressFormValues,
  type StoreAddressFormValues,
  storeAddressesFormSchema,
  toStoreAddresses,
} from '@/components/address-form/address-form-values';
import {
  type BrandFocusRowValues,
  brandFocusFormSchema,
  newBrandFocusRow,
  toBrandFocusType,
} from '@/components/brand-focus/brand-focus-values';

/** A store's basic info as the form holds it; an empty ownership is 'Not set'. */
export type StoreBasicInfoFormValues = {
  name: string;
  description: string;
  mainContactUserId: string;
  ownership: Ownership | '';
};

export type NewStoreFormValues = StoreBasicInfoFormValues & {
  organizationId: string;
  addresses: StoreAddressFormValues[];
  brandFocus: BrandFocusRowValues[];
};

const basicInfoShape = {
  name: listedNameSchema(validationMessages.storeNameRequired),
  description: z.string(),
  mainContactUserId: z.string(),
  ownership: z.union([z.literal(''), z.enum(OWNERSHIP_VALUES)]),
};

/** A store's basic info: a name of 1 to 100 characters. */
export const storeBasicInfoFormSchema = z.object(basicInfoShape);

/** A new store: organization and name of at least 1 character, at least one brand segmentation. */
export const newStoreFormSchema = z.object({
  ...basicInfoShape,
  organizationId: z.string().min(1, { error: storeTexts.organizationRequired }),
  addresses: storeAddressesFormSchema,
  brandFocus: brandFocusFormSchema,
});

export function newStoreFormDefaults(): NewStoreFormValues {
  return {
    organizationId: '',
    name: '',
    description: '',
    mainContactUserId: '',
    ownership: '',
    addresses: [],
    brandFocus: [newBrandFocusRow()],
  };
}

/** POST /api/stores's body: status 'active' and the placeholder logo on create; the ownership when set. */
export function toCreateStoreInput(
  values: NewStoreFormValues,
  organizationAddress: AddressFormValues | null,
): CreateStoreInput {
  const description = values.description.trim();
  return {
    organizationId: values.organizationId,
    name: values.name.trim(),
    ...(description ? { description } : {}),
    addresses: toStoreAddresses(values.addresses, organizationAddress),
    mainContactUserId: values.mainContactUserId || null,
    status: 'active',
    brandFocusType: toBrandFocusType(values.brandFocus),
    logoUrl: STORE_LOGO_PLACEHOLDER_URL,
    ...(values.ownership ? { ownership: values.ownership } : {}),
  };
}
