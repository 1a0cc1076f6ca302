import { errorMessages } from '@lineup/contracts/error-messages';
import { shellTexts } from '@lineup/contracts/shell-texts';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { signOut } from '@/lib/auth/session';

/** A route that could not load (the server refused or could not be reached). */
export function RouteError({ error }: ErrorComponentProps) {
  const message = error instanceof ApiError ? error.message : errorMessages.genericClientFailure;
  return (
    <div role="alert" className="flex min-h-[50svh] flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
      <p className="max-w-md text-lg font-medium">{message}</p>
      <Button variant="outline" onClick={() => void signOut({ revoke: true })}>
        {shellTexts.logout}
      </Button>
    </div>
  );
}
