import { shipsAfterWindow } from '@lineup/contracts/delivery-window-dates';
import type { DeliveryWindow } from '@lineup/contracts/delivery-windows';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { CalendarClock } from 'lucide-react';
import { formatCalendarDate } from '@/lib/dates';

/**
 * What the item's expected ship date means for the catalog's delivery windows: nothing when it
 * ships in time for them; past the one window's cancel date, that; past some of several, which
 * (the buyer picks a later one at checkout); past all, that no window of the catalog suits it.
 */
function windowsMissed(expectedShipDate: string | null, windows: readonly DeliveryWindow[]): string | null {
  const missed = windows.filter((window) => shipsAfterWindow(expectedShipDate, window));
  if (missed.length === 0) return null;
  if (windows.length === 1) {
    const [window] = missed as [DeliveryWindow];
    return portalTexts.shipsAfterWindow(window.name, formatCalendarDate(window.cancelDate) ?? window.cancelDate);
  }
  if (missed.length === windows.length) return portalTexts.shipsAfterEveryWindow;
  return portalTexts.shipsAfterWindows(missed.map((window) => window.name));
}

/** The item page's flag of an item expected to ship after a delivery window's cancel date. */
export function PortalItemWindows({
  expectedShipDate,
  windows,
}: {
  expectedShipDate: string | null;
  windows: readonly DeliveryWindow[];
}) {
  const flag = windows.length > 0 ? windowsMissed(expectedShipDate, windows) : null;
  if (!flag) return null;
  return (
    <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {flag}
    </p>
  );
}
