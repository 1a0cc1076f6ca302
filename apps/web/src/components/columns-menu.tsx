import { Check, Columns3 } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** A column the menu offers: its id, its name, and whether the table shows it. */
export type ColumnsMenuItem = { id: string; label: string; checked: boolean };

/**
 * A table's Columns menu: a button that opens a checkbox per column the user may hide, titled by
 * `heading` when given. The table's visibility stays the caller's: a tick reports the column's id
 * and its new state. The words are the caller's texts (packages/contracts/src/texts).
 */
export function ColumnsMenu({
  label,
  heading,
  align,
  items,
  onCheckedChange,
}: {
  /** The button's text. */
  label: string;
  heading?: string;
  align: React.ComponentProps<typeof DropdownMenuContent>['align'];
  items: readonly ColumnsMenuItem[];
  onCheckedChange: (id: string, checked: boolean) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3 />
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="w-56">
        {heading === undefined ? null : (
          <>
            <DropdownMenuLabel>{heading}</DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        {items.map((item) => (
          <DropdownMenuPrimitive.CheckboxItem
            key={item.id}
            checked={item.checked}
            onCheckedChange={(value) => onCheckedChange(item.id, value === true)}
            // Keep the menu open to tick several columns.
            onSelect={(event) => event.preventDefault()}
            className="relative flex cursor-default select-none items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-hidden focus:bg-accent focus:text-accent-foreground"
          >
            <span className="absolute left-2 flex size-4 items-center justify-center rounded-[4px] border">
              <DropdownMenuPrimitive.ItemIndicator>
                <Check className="size-3.5" />
              </DropdownMenuPrimitive.ItemIndicator>
            </span>
            {item.label}
          </DropdownMenuPrimitive.CheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
