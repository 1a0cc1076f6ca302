import { addressTexts } from '@lineup/contracts/texts/customers';
import { Plus, Trash2 } from 'lucide-react';
import { type AddressFieldErrors, AddressFields } from '@/components/address-form/address-fields';
import {
  type AddressFormValues,
  emptyAddress,
  STORE_ADDRESS_TYPES,
  type StoreAddressFormValues,
  type StoreAddressType,
} from '@/components/address-form/address-form-values';
import { Button } from '@/components/ui/button';

const titles: Record<StoreAddressType, string> = { billing: addressTexts.billing, shipping: addressTexts.shipping };
const addLabels: Record<StoreAddressType, string> = {
  billing: addressTexts.addBilling,
  shipping: addressTexts.addShipping,
};

/**
 * A store's addresses: one billing and one shipping at most;
 * adding one hides its add button, deleting it removes it (and brings the button back).
 */
export function StoreAddressesFields({
  idPrefix,
  value,
  onChange,
  onBlur,
  errors,
  organizationAddress,
  disabled = false,
}: {
  idPrefix: string;
  value: StoreAddressFormValues[];
  onChange: (value: StoreAddressFormValues[]) => void;
  onBlur?: () => void;
  /** Errors per address, in the order of `value`. */
  errors?: (AddressFieldErrors | undefined)[];
  /** What 'same as organization address' copies; null hides the box. */
  organizationAddress: AddressFormValues | null;
  disabled?: boolean;
}) {
  const missing = STORE_ADDRESS_TYPES.filter((type) => !value.some((address) => address.type === type));
  const ordered = value
    .map((address, index) => ({ address, index }))
    .sort((a, b) => STORE_ADDRESS_TYPES.indexOf(a.address.type) - STORE_ADDRESS_TYPES.indexOf(b.address.type));

  const replace = (index: number, next: StoreAddressFormValues) =>
    onChange(value.map((address, i) => (i === index ? next : address)));

  return (
    <div className="flex flex-col gap-4">
      {ordered.length === 0 ? <p className="text-sm text-muted-foreground">{addressTexts.noAddresses}</p> : null}
      {ordered.map(({ address, index }) => (
        <section
          key={address.type}
          aria-labelledby={`${idPrefix}-${address.type}-title`}
          className="flex flex-col gap-4 rounded-lg border p-4"
        >
          <div className="flex items-center justify-between gap-2">
            <h4 id={`${idPrefix}-${address.type}-title`} className="text-sm font-medium">
              {titles[address.type]}
            </h4>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={disabled}
              aria-label={addressTexts.remove(titles[address.type])}
              title={addressTexts.remove(titles[address.type])}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <Trash2 className="text-destructive" />
            </Button>
          </div>
          <AddressFields
            idPrefix={`${idPrefix}-${address.type}`}
            value={address}
            onChange={(fields) => replace(index, { ...address, ...fields })}
            onBlur={onBlur}
            errors={errors?.[index]}
            disabled={disabled}
            sameAsOrganization={{
              checked: address.sameAsOrganization,
              address: organizationAddress,
              onCheckedChange: (checked) => replace(index, { ...address, sameAsOrganization: checked }),
            }}
          />
        </section>
      ))}
      {missing.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {missing.map((type) => (
            <Button
              key={type}
              type="button"
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => onChange([...value, { type, sameAsOrganization: false, ...emptyAddress() }])}
            >
              <Plus />
              {addLabels[type]}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
