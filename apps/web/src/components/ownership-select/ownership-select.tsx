import { OWNERSHIP_OPTIONS } from '@lineup/contracts/constants';
import { storeTexts } from '@lineup/contracts/texts/customers';
import type * as React from 'react';
import { SelectOptions } from '@/components/select-options/select-options';
import { NativeSelect } from '@/components/ui/native-select';

/** A store's ownership: Partner, Owned or Wholesale Account; the empty value is 'Not set'. */
export function OwnershipSelect(props: React.ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect {...props}>
      <SelectOptions emptyLabel={storeTexts.ownershipNotSet} choices={OWNERSHIP_OPTIONS} />
    </NativeSelect>
  );
}
