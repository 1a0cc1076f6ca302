import { storeTexts } from '@lineup/contracts/texts/customers';
import type { AccountManager, BusinessStore, User } from '@lineup/contracts/users';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SearchInput } from '@/components/ui/search-input';
import { useUpdateStoreAccountManagers } from '@/features/stores/api/update-store-account-managers';

type Candidate = Pick<AccountManager, 'id' | 'email' | 'firstName' | 'lastName' | 'status'>;

const nameOf = (person: Candidate) => `${person.firstName} ${person.lastName}`.trim();

/**
 * Who can be picked: the active team members (internal users), plus the store's current managers
 * even if deactivated since (they stay until removed), by name.
 */
export function accountManagerCandidates(users: User[], current: AccountManager[]): Candidate[] {
  const byId = new Map<string, Candidate>();
  for (const user of users) {
    if (user.type === 'internal' && user.status === 'active') byId.set(user.id, user);
  }
  for (const manager of current) if (!byId.has(manager.id)) byId.set(manager.id, manager);
  return [...byId.values()].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
}

function matches(person: Candidate, search: string) {
  const needle = search.trim().toLowerCase();
  return !needle || `${nameOf(person)} ${person.email}`.toLowerCase().includes(needle);
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Account managers: the team members who look after the store. The chosen ones show as chips above
 * a searchable checklist; the whole list is saved with the store's current `_revision`.
 */
export function StoresAccountManagersSection({ store, users }: { store: BusinessStore; users: User[] }) {
  const update = useUpdateStoreAccountManagers(store.id);
  const savedIds = useMemo(() => store.accountManagers.map((manager) => manager.id), [store.accountManagers]);
  const [selected, setSelected] = useState<string[]>(savedIds);
  const [search, setSearch] = useState('');
  const candidates = useMemo(() => accountManagerCandidates(users, store.accountManagers), [users, store]);
  const shown = candidates.filter((person) => matches(person, search));
  const chosen = candidates.filter((person) => selected.includes(person.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const save = () =>
    update.mutate(
      { userIds: selected, _revision: store._revision },
      { onSuccess: (saved) => setSelected(saved.accountManagers.map((manager) => manager.id)) },
    );

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <ul className="flex min-h-8 flex-wrap items-center gap-2" aria-label={storeTexts.accountManagersSection}>
        {chosen.length === 0 ? (
          <li className="text-sm text-muted-foreground">{storeTexts.noAccountManagers}</li>
        ) : (
          chosen.map((person) => (
            <li key={person.id}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {nameOf(person)}
                {person.status !== 'active' ? (
                  <span className="text-muted-foreground">({storeTexts.inactiveAccountManager})</span>
                ) : null}
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-muted-foreground/20"
                  aria-label={storeTexts.removeAccountManager(nameOf(person))}
                  onClick={() => toggle(person.id, false)}
                >
                  <X className="size-3" />
                </button>
              </Badge>
            </li>
          ))
        )}
      </ul>
      <SearchInput
        value={search}
        onValueChange={setSearch}
        placeholder={storeTexts.accountManagersSearchPlaceholder}
        aria-label={storeTexts.accountManagersSearchLabel}
      />
      <div className="max-h-64 overflow-y-auto rounded-md border">
        {shown.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">{storeTexts.noTeamMembersFound}</p>
        ) : (
          shown.map((person) => {
            const id = `account-manager-${person.id}`;
            return (
              <label
                key={person.id}
                htmlFor={id}
                className="flex cursor-pointer items-center gap-3 border-b px-3 py-2 last:border-b-0 hover:bg-muted/50"
              >
                <Checkbox
                  id={id}
                  checked={selected.includes(person.id)}
                  onCheckedChange={(checked) => toggle(person.id, checked === true)}
                />
                <span className="flex flex-col">
                  <span className="text-sm font-medium">
                    {nameOf(person)}
                    {person.status !== 'active' ? (
                      <span className="text-muted-foreground"> ({storeTexts.inactiveAccountManager})</span>
                    ) : null}
                  </span>
                  <span className="text-xs text-muted-foreground">{person.email}</span>
                </span>
              </label>
            );
          })
        )}
      </div>
      <div>
        <Button type="button" disabled={sameIds(selected, savedIds) || update.isPending} onClick={save}>
          {storeTexts.saveAccountManagers}
        </Button>
      </div>
    </div>
  );
}
