import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A determinate progress bar (0 to 100) with its value for assistive technology. */
export function Progress({
  value,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'role'> & { value: number }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <div className="h-full bg-primary transition-[width] duration-300" style={{ width: `${clamped}%` }} />
    </div>
  );
}
