import { SEARCH_BOX_WIDTH_PX } from '@lineup/contracts/constants';
import { Search } from 'lucide-react';
import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * A search box: the magnifier icon inside an input of type search, at most SEARCH_BOX_WIDTH_PX
 * (360 px) wide. The caller gives its placeholder and label, and debounces the value.
 */
export function SearchInput({
  className,
  onChange,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> & { onValueChange?: (value: string) => void }) {
  return (
    <div className={cn('relative w-full', className)} style={{ maxWidth: SEARCH_BOX_WIDTH_PX }}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        className="pl-9"
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...props}
      />
    </div>
  );
}
