import type * as React from 'react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

/**
 * A button that may be off for a reason the user should learn: given `disabledReason`, it stays
 * focusable but inert (aria-disabled; a click does nothing, a submit is not sent), looks disabled,
 * and says why in a tooltip on hover and focus and through aria-describedby. A natively disabled
 * button could not be hovered or focused, so its reason would never show.
 */
export function DisabledReasonButton({
  disabledReason,
  reasonId: shownReasonId,
  className,
  onClick,
  ...props
}: React.ComponentProps<typeof Button> & {
  disabledReason?: string | null;
  /** The id of the reason already shown on the page, to describe the button with instead of a hidden copy. */
  reasonId?: string;
}) {
  const ownReasonId = useId();
  const reasonId = shownReasonId ?? ownReasonId;
  if (!disabledReason) return <Button className={className} onClick={onClick} {...props} />;
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            {...props}
            disabled={false}
            aria-disabled="true"
            aria-describedby={reasonId}
            className={cn('cursor-not-allowed opacity-50', className)}
            onClick={(event) => event.preventDefault()}
          />
        </TooltipTrigger>
        <TooltipContent>{disabledReason}</TooltipContent>
      </Tooltip>
      {shownReasonId ? null : (
        <span id={reasonId} hidden>
          {disabledReason}
        </span>
      )}
    </TooltipProvider>
  );
}
