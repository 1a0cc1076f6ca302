import type { Organization } from '@lineup/contracts/organizations';
import type { BusinessStore } from '@lineup/contracts/stores';
import { storeTexts } from '@lineup/contracts/texts/customers';
import { teamTexts } from '@lineup/contracts/texts/people';
import type { UserWithMemberships } from '@lineup/contracts/users';
import { useMemo, useState } from 'react';
import { useOrganizations } from '@/api/organizations/get-organizations';
import { useStores } from '@/api/stores/get-stores';
import { ChecklistRow } from '@/components/checklist-row/checklist-row';
import { DialogButtons, DialogHeading } from '@/components/dialog-sections/dialog-sections';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useUpdateManagedStores } from '@/features/team/api/update-managed-stores';
import { teamMemberName } from '@/features/team/components/team-columns';

type StoreChoice = { id: string; name: string; organization: string; active: boolean };

/** Every store with its organization's name, by store name; the search matches either name. */
export function storeChoices(stores: BusinessStore[], organizations: Organization[], search: string): StoreChoice[] {
  const organizationNames = new Map(organizations.map((organization) => [organization.id, organization.name]));
  const needle = search.trim().toLowerCase();
  return stores
    .map((store) => ({
      id: store.id,
      name: store.name,
      organization: organizationNames.get(store.organizationId) ?? '',
      active: store.status === 'active',
    }))
    .filter((store) => !needle || `${store.name} ${store.organization}`.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name) || a.organization.localeCompare(b.organization));
}

function AssignStoresForm({ user, onClose }: { user: UserWithMemberships; onClose: () => void }) {
  const stores = useStores({ refreshOnOpen: true });
  const organizations = useOrganizations({ refreshOnOpen: true });
  const update = useUpdateManagedStores(user.id);
  const [selected, setSelected] = useState<string[]>(() => user.managedStores.map((store) => store.id));
  const [search, setSearch] = useState('');
  const choices = useMemo(
    () => storeChoices(stores.data ?? [], organizations.data ?? [], search),
    [stores.data, organizations.data, search],
  );
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const save = () => update.mutate({ storeIds: selected, _revision: user._revision }, { onSuccess: () => onClose() });

  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <SearchInput
          value={search}
          onValueChange={setSearch}
          placeholder={teamTexts.storeSearchPlaceholder}
          aria-label={teamTexts.storeSearchLabel}
        />
        <span className="shrink-0 text-sm text-muted-foreground" aria-live="polite">
          {teamTexts.selectedCount(selected.length)}
        </span>
      </div>
      <div className="max-h-72 overflow-y-auto rounded-md border">
        {stores.isPending ? (
          <Skeleton className="m-3 h-8" />
        ) : choices.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">{teamTexts.noStoresFound}</p>
        ) : (
          choices.map((store) => {
            const id = `managed-store-${store.id}`;
            return (
              <ChecklistRow
                key={store.id}
                id={id}
                checked={selected.includes(store.id)}
                onCheckedChange={(checked) => toggle(store.id, checked)}
                name={
                  <>
                    {store.name}
                    {store.active ? null : (
                      <span className="text-muted-foreground"> ({storeTexts.statusInactive})</span>
                    )}
                  </>
                }
                detail={store.organization}
              />
            );
          })
        )}
      </div>
      <DialogButtons
        cancelLabel={teamTexts.cancel}
        onCancel={onClose}
        pending={update.isPending}
        confirmLabel={teamTexts.save}
        onConfirm={save}
        confirmDisabled={stores.isPending}
      />
    </>
  );
}

/** 'Assign stores': the stores a team member looks after, chosen from a searchable list. */
export function TeamAssignStoresDialog({
  user,
  open,
  onClose,
}: {
  user: UserWithMemberships;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={teamTexts.cancel}>
        <DialogHeading
          title={teamTexts.assignStoresFor(teamMemberName(user))}
          description={teamTexts.assignStoresDescription}
        />
        {open ? <AssignStoresForm user={user} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
