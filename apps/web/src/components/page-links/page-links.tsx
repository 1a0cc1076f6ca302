import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

/** The outline 'Back' of a page's header: a link to the list the page belongs to. */
export function BackLink({ to, children }: { to: LinkProps['to']; children: React.ReactNode }) {
  return (
    <Button variant="outline" asChild>
      <Link to={to}>
        <ArrowLeft />
        {children}
      </Link>
    </Button>
  );
}

/** The 'Add …' of a list's header: a link to the page that adds one. */
export function AddLink({ to, children }: { to: LinkProps['to']; children: React.ReactNode }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Plus />
        {children}
      </Link>
    </Button>
  );
}
