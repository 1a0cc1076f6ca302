import type { AccountManager, BusinessStore } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import type { User } from '@lineup/contracts/users';
import { useMemo } from 'react';
import { useUpdateStoreAccountManagers } from '@/features/stores/api/update-store-account-managers';
import {
  byName,
  type ChecklistPerson,
  type ChecklistTexts,
  StoresPeopleChecklist,
} from '@/features/stores/components/stores-people-checklist';

/**
 * Who can be picked: the active team members (internal users), plus the store's current managers
 * even if deactivated since (they stay until removed), by name.
 */
export function accountManagerCandidates(users: User[], current: AccountManager[]): ChecklistPerson[] {
  const byId = new Map<string, ChecklistPerson>();
  for (const user of users) {
    if (user.type === 'internal' && user.status === 'active') byId.set(user.id, user);
  }
  for (const manager of current) if (!byId.has(manager.id)) byId.set(manager.id, manager);
  return [...byId.values()].sort(byName);
}

const texts: ChecklistTexts = {
  listLabel: storeTexts.accountManagersSection,
  none: storeTexts.noAccountManagers,
  searchPlaceholder: storeTexts.accountManagersSearchPlaceholder,
  searchLabel: storeTexts.accountManagersSearchLabel,
  noneFound: storeTexts.noTeamMembersFound,
  remove: storeTexts.removeAccountManager,
  inactive: storeTexts.inactiveAccountManager,
  save: storeTexts.saveAccountManagers,
};

/**
 * Account managers: the team members who look after the store. The whole list is saved with the
 * store's current `_revision`.
 */
export function StoresAccountManagersSection({ store, users }: { store: BusinessStore; users: User[] }) {
  const update = useUpdateStoreAccountManagers(store.id);
  const savedIds = useMemo(() => store.accountManagers.map((manager) => manager.id), [store.accountManagers]);
  const candidates = useMemo(() => accountManagerCandidates(users, store.accountManagers), [users, store]);
  return (
    <StoresPeopleChecklist
      idPrefix="account-manager"
      people={candidates}
      savedIds={savedIds}
      texts={texts}
      pending={update.isPending}
      onSave={(userIds, onSaved) =>
        update.mutate(
          { userIds, _revision: store._revision },
          { onSuccess: (saved) => onSaved(saved.accountManagers.map((manager) => manager.id)) },
        )
      }
    />
  );
}
