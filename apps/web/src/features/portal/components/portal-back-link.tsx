import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';

/** The quiet link above a portal page's heading, back to the page it was opened from. */
export function PortalBackLink({ children, ...link }: LinkProps & { children: React.ReactNode }) {
  return (
    <Link
      {...link}
      className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
