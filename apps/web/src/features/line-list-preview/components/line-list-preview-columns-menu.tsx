import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { Check, Columns3 } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { hideableColumnIds } from '@/features/line-list-preview/components/line-list-preview-columns';

/** The Columns checkbox selector: which columns the preview table shows. */
export function LineListPreviewColumnsMenu({
  visibility,
  onChange,
}: {
  visibility: ColumnVisibilityState;
  onChange: (next: ColumnVisibilityState) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3 />
          {previewTexts.columns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {hideableColumnIds.map((id) => {
          const checked = visibility[id] !== false;
          return (
            <DropdownMenuPrimitive.CheckboxItem
              key={id}
              checked={checked}
              onCheckedChange={(value) => onChange({ ...visibility, [id]: value === true })}
              // Keep the menu open to tick several columns.
              onSelect={(event) => event.preventDefault()}
              className="relative flex cursor-default select-none items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-hidden focus:bg-accent focus:text-accent-foreground"
            >
              <span className="absolute left-2 flex size-4 items-center justify-center rounded-[4px] border">
                <DropdownMenuPrimitive.ItemIndicator>
                  <Check className="size-3.5" />
                </DropdownMenuPrimitive.ItemIndicator>
              </span>
              {previewTexts.columnLabels[id]}
            </DropdownMenuPrimitive.CheckboxItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
