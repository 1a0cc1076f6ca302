import { CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatCalendarDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date (its local calendar day) as 'YYYY-MM-DD'. */
export function toCalendarDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' as a local Date at midnight (what the calendar shows), or undefined. */
export function fromCalendarDay(day: string | null | undefined): Date | undefined {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Today as 'YYYY-MM-DD' (local). */
export function today(): string {
  return toCalendarDay(new Date());
}

/**
 * A calendar day picked in a popover (react-day-picker). The value travels as 'YYYY-MM-DD' and is
 * shown MM/DD/YYYY. With `clearLabel`, the popover offers a clear button that calls onClear.
 */
export function DatePicker({
  id,
  value,
  onChange,
  placeholder,
  disabled = false,
  clearLabel,
  onClear,
  className,
  invalid = false,
  ...aria
}: {
  id?: string;
  value: string | null;
  onChange: (day: string) => void;
  placeholder: string;
  disabled?: boolean;
  clearLabel?: string;
  onClear?: () => void;
  className?: string;
  invalid?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
}) {
  const [open, setOpen] = useState(false);
  const selected = fromCalendarDay(value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          data-empty={!value || undefined}
          className={cn(
            'w-full justify-start text-left font-normal data-[empty]:text-muted-foreground aria-invalid:border-destructive',
            className,
          )}
          {...aria}
        >
          <CalendarIcon />
          {formatCalendarDate(value, 'long') ?? placeholder}
        </Button>
      </PopoverTrigger>
      <PopoverContent>
        <DayPicker
          mode="single"
          selected={selected}
          defaultMonth={selected}
          onSelect={(date) => {
            if (date) onChange(toCalendarDay(date));
            setOpen(false);
          }}
        />
        {clearLabel && onClear ? (
          <div className="flex justify-end border-t pt-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                onClear();
                setOpen(false);
              }}
            >
              {clearLabel}
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
