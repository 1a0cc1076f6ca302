import { storeTexts } from '@lineup/contracts/texts/customers';
import type { UserWithMemberships } from '@lineup/contracts/users';
import type * as React from 'react';
import { NativeSelect } from '@/components/ui/native-select';

/** The store's main contact: none, or a member of the store's organization. */
export function StoresMainContactSelect({
  members,
  ...props
}: React.ComponentProps<typeof NativeSelect> & { members: UserWithMemberships[] }) {
  return (
    <NativeSelect {...props}>
      <option value="">{storeTexts.noMainContact}</option>
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {`${member.firstName} ${member.lastName} (${member.email})`}
        </option>
      ))}
    </NativeSelect>
  );
}
