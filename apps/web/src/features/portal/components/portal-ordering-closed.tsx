import { CalendarX } from 'lucide-react';

/** Why a catalog's ordering controls are off: its deadline for orders has passed. */
export function PortalOrderingClosedNote({ id, children }: { id?: string; children: string }) {
  return (
    <p
      id={id}
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <CalendarX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
