import type * as React from 'react';
import { Button } from '@/components/ui/button';

/**
 * The Save of a page section saved on its own, on a line of its own: off until the section's form
 * is `changed`, and while it is `saving`.
 */
export function SectionSaveButton({
  changed,
  saving,
  children,
}: {
  changed: boolean;
  saving: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <Button type="submit" disabled={!changed || saving}>
        {children}
      </Button>
    </div>
  );
}
