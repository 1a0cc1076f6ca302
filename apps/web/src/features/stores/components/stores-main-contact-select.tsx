import { storeTexts } from '@lineup/contracts/texts/customers';
import type { UserWithMemberships } from '@lineup/contracts/users';
import type * as React from 'react';
import { SelectOptions } from '@/components/select-options/select-options';
import { NativeSelect } from '@/components/ui/native-select';

/** The store's main contact: none, or a member of the store's organization. */
export function StoresMainContactSelect({
  members,
  ...props
}: React.ComponentProps<typeof NativeSelect> & { members: UserWithMemberships[] }) {
  return (
    <NativeSelect {...props}>
      <SelectOptions
        emptyLabel={storeTexts.noMainContact}
        choices={members.map((member) => ({
          value: member.id,
          label: `${member.firstName} ${member.lastName} (${member.email})`,
        }))}
      />
    </NativeSelect>
  );
}
