import type { BusinessStore } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { useMemo } from 'react';
import { useUpdateStoreCustomerAccounts } from '@/features/stores/api/update-store-customer-accounts';
import {
  byName,
  type ChecklistPerson,
  type ChecklistTexts,
  StoresPeopleChecklist,
} from '@/features/stores/components/stores-people-checklist';
import { membersOf } from '@/features/stores/store-members';

/**
 * Who can be picked: the active customer users (external) of the store's organization, plus the
 * store's current accounts even if deactivated since (they stay until removed), by name.
 */
export function customerAccountCandidates(users: UserWithMemberships[], store: BusinessStore): ChecklistPerson[] {
  const current = new Set(store.userIds);
  const members = new Set(membersOf(users, store.organizationId).map((user) => user.id));
  return users
    .filter(
      (user) => current.has(user.id) || (members.has(user.id) && user.type === 'external' && user.status === 'active'),
    )
    .sort(byName);
}

const texts: ChecklistTexts = {
  listLabel: storeTexts.customerAccountsSection,
  none: storeTexts.noCustomerAccounts,
  searchPlaceholder: storeTexts.customerAccountsSearchPlaceholder,
  searchLabel: storeTexts.customerAccountsSearchLabel,
  noneFound: storeTexts.noCustomerAccountsFound,
  remove: storeTexts.removeCustomerAccount,
  inactive: storeTexts.inactiveCustomerAccount,
  save: storeTexts.saveCustomerAccounts,
};

/**
 * Customer accounts: the people of the store's organization who buy for it (they see it in the
 * customer portal). The whole list is saved with the store's current `_revision`.
 */
export function StoresCustomerAccountsSection({
  store,
  users,
}: {
  store: BusinessStore;
  users: UserWithMemberships[];
}) {
  const update = useUpdateStoreCustomerAccounts(store.id);
  const candidates = useMemo(() => customerAccountCandidates(users, store), [users, store]);
  return (
    <StoresPeopleChecklist
      idPrefix="customer-account"
      people={candidates}
      savedIds={store.userIds}
      texts={texts}
      pending={update.isPending}
      onSave={(userIds, onSaved) =>
        update.mutate({ userIds, _revision: store._revision }, { onSuccess: (saved) => onSaved(saved.userIds) })
      }
    />
  );
}
