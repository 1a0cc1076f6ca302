import { X } from 'lucide-react';
import { useState } from 'react';
import { ChecklistRow } from '@/components/checklist-row/checklist-row';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';

/** Someone who can be picked: a team member or a customer account. */
export type ChecklistPerson = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'inactive';
};

export const nameOf = (person: ChecklistPerson) => `${person.firstName} ${person.lastName}`.trim();

/** By name: how both lists are shown. */
export const byName = (a: ChecklistPerson, b: ChecklistPerson) => nameOf(a).localeCompare(nameOf(b));

function matches(person: ChecklistPerson, search: string) {
  const needle = search.trim().toLowerCase();
  return !needle || `${nameOf(person)} ${person.email}`.toLowerCase().includes(needle);
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The words of one checklist (the account managers' or the customer accounts'). */
export type ChecklistTexts = {
  listLabel: string;
  none: string;
  searchPlaceholder: string;
  searchLabel: string;
  noneFound: string;
  remove: (name: string) => string;
  inactive: string;
  save: string;
};

function InactiveMark({ person, text, spaced }: { person: ChecklistPerson; text: string; spaced?: boolean }) {
  if (person.status === 'active') return null;
  return <span className="text-muted-foreground">{spaced ? ` (${text})` : `(${text})`}</span>;
}

/**
 * People chosen for a store: the chosen ones as chips above a searchable checklist, and a Save
 * button enabled once the choice differs from the saved one. `onSave` sends the whole list and
 * calls back with what was saved.
 */
export function StoresPeopleChecklist({
  idPrefix,
  people,
  savedIds,
  texts,
  pending,
  onSave,
}: {
  idPrefix: string;
  people: ChecklistPerson[];
  savedIds: string[];
  texts: ChecklistTexts;
  pending: boolean;
  onSave: (ids: string[], onSaved: (savedIds: string[]) => void) => void;
}) {
  const [selected, setSelected] = useState<string[]>(savedIds);
  const [search, setSearch] = useState('');
  const shown = people.filter((person) => matches(person, search));
  const chosen = people.filter((person) => selected.includes(person.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <ul className="flex min-h-8 flex-wrap items-center gap-2" aria-label={texts.listLabel}>
        {chosen.length === 0 ? (
          <li className="text-sm text-muted-foreground">{texts.none}</li>
        ) : (
          chosen.map((person) => (
            <li key={person.id}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {nameOf(person)}
                <InactiveMark person={person} text={texts.inactive} />
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-muted-foreground/20"
                  aria-label={texts.remove(nameOf(person))}
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
        placeholder={texts.searchPlaceholder}
        aria-label={texts.searchLabel}
      />
      <div className="max-h-64 overflow-y-auto rounded-md border">
        {shown.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">{texts.noneFound}</p>
        ) : (
          shown.map((person) => {
            const id = `${idPrefix}-${person.id}`;
            return (
              <ChecklistRow
                key={person.id}
                id={id}
                checked={selected.includes(person.id)}
                onCheckedChange={(checked) => toggle(person.id, checked)}
                name={
                  <>
                    {nameOf(person)}
                    <InactiveMark person={person} text={texts.inactive} spaced />
                  </>
                }
                detail={person.email}
              />
            );
          })
        )}
      </div>
      <div>
        <Button
          type="button"
          disabled={sameIds(selected, savedIds) || pending}
          onClick={() => onSave(selected, setSelected)}
        >
          {texts.save}
        </Button>
      </div>
    </div>
  );
}
