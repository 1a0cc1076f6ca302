import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import type { Column, RowData } from '@tanstack/react-table';
import { Check, Columns3 } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

type HideableColumn<TData extends RowData> = Pick<
  Column<PaginatedTableFeatures, TData, unknown>,
  'id' | 'getIsVisible' | 'toggleVisibility'
>;

/**
 * The Columns menu: a checkbox per column the table lets the user hide (TanStack Table's column
 * visibility); `labels` names them, and a column without a label (the actions) is not offered.
 */
export function LineListsColumnsMenu<TData extends RowData>({
  columns,
  labels,
}: {
  columns: HideableColumn<TData>[];
  labels: Record<string, string>;
}) {
  const offered = columns.filter((column) => labels[column.id] !== undefined);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3 />
          {lineListTexts.columns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>{lineListTexts.columnsMenuLabel}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {offered.map((column) => (
          <DropdownMenuPrimitive.CheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(value) => column.toggleVisibility(value === true)}
            // Keep the menu open to tick several columns.
            onSelect={(event) => event.preventDefault()}
            className="relative flex cursor-default select-none items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-hidden focus:bg-accent focus:text-accent-foreground"
          >
            <span className="absolute left-2 flex size-4 items-center justify-center rounded-[4px] border">
              <DropdownMenuPrimitive.ItemIndicator>
                <Check className="size-3.5" />
              </DropdownMenuPrimitive.ItemIndicator>
            </span>
            {labels[column.id]}
          </DropdownMenuPrimitive.CheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
