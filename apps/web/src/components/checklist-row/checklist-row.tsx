import type * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';

/** One choice of a scrolling checklist: its checkbox, then its name and a line under it, all one label. */
export function ChecklistRow({
  id,
  checked,
  onCheckedChange,
  name,
  detail,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name: React.ReactNode;
  detail: React.ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-center gap-3 border-b px-3 py-2 last:border-b-0 hover:bg-muted/50"
    >
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} />
      <span className="flex flex-col">
        <span className="text-sm font-medium">{name}</span>
        <span className="text-xs text-muted-foreground">{detail}</span>
      </span>
    </label>
  );
}
