import { organizationTexts } from '@lineup/contracts/texts/customers';
import type { User } from '@lineup/contracts/users';
import { UserPlus } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The list under the main contact's first name: the saved users it matches, then 'Create new
 * user ...'. The first-name field keeps the focus (it is the combobox; the highlighted option is
 * its active descendant), so a press on an option must not blur it.
 */
export function SavedUserOptions({
  listId,
  optionId,
  matches,
  highlighted,
  onHighlight,
  onPick,
  onCreateNew,
}: {
  listId: string;
  optionId: (index: number) => string;
  matches: User[];
  /** The highlighted option's index; matches.length is 'Create new user ...'. */
  highlighted: number;
  onHighlight: (index: number) => void;
  onPick: (user: User) => void;
  onCreateNew: () => void;
}) {
  const optionClass = (index: number, layout: string) =>
    cn(
      'flex cursor-pointer rounded-sm px-2 py-1.5 text-sm',
      layout,
      highlighted === index && 'bg-accent text-accent-foreground',
    );
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={organizationTexts.savedUsersFound}
      className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {matches.map((user, index) => (
        <div
          key={user.id}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={highlighted === index}
          className={optionClass(index, 'flex-col')}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHighlight(index)}
          onClick={() => onPick(user)}
          onKeyDown={() => {}}
        >
          <span className="font-medium">{`${user.firstName} ${user.lastName}`}</span>
          <span className="text-xs text-muted-foreground">{user.email}</span>
        </div>
      ))}
      <div
        id={optionId(matches.length)}
        role="option"
        tabIndex={-1}
        aria-selected={highlighted === matches.length}
        className={optionClass(matches.length, 'items-center gap-2')}
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => onHighlight(matches.length)}
        onClick={onCreateNew}
        onKeyDown={() => {}}
      >
        <UserPlus className="size-4" />
        {organizationTexts.createNewUser}
      </div>
    </div>
  );
}
