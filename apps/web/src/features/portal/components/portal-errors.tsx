import { errorMessages } from '@lineup/contracts/error-messages';
import { shellTexts } from '@lineup/contracts/shell-texts';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { type ErrorComponentProps, Link, useRouter, useSearch } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { ApiError } from '@/lib/api-client';
import { authSession } from '@/lib/auth/session';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : errorMessages.genericClientFailure);

/**
 * The portal could not load the session (the server refused or could not be reached): the
 * message, a retry, and for a customer Logout (a staff preview has no customer session to end).
 */
export function PortalShellError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const preview = Boolean(useSearch({ strict: false }).previewStoreId);
  return (
    <main role="alert" className="flex min-h-svh flex-col items-center justify-center p-6">
      <PortalEmptyState
        icon={CircleAlert}
        title={messageOf(error)}
        action={
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => void router.invalidate()}>
              {portalTexts.retry}
            </Button>
            {preview ? null : (
              <Button variant="ghost" onClick={() => void authSession('portal').signOut({ revoke: true })}>
                {shellTexts.logout}
              </Button>
            )}
          </div>
        }
      />
    </main>
  );
}

/** A catalog or item that could not load, inside the portal's frame: what the server said, and the way back. */
export function PortalPageError({ error }: ErrorComponentProps) {
  return (
    <PortalErrorState error={error}>
      <Button asChild variant="outline">
        <Link to="/portal/catalogs">{portalTexts.backToCatalogs}</Link>
      </Button>
    </PortalErrorState>
  );
}

/** A portal page that could not load its list, inside the portal's frame: what went wrong, and Try again. */
export function PortalListError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <PortalLoadFailed error={error} onRetry={() => void router.invalidate()} />;
}

/** A list that could not load: what went wrong, and the way to try again. */
export function PortalLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <PortalErrorState error={error}>
      <Button variant="outline" onClick={onRetry}>
        {portalTexts.retry}
      </Button>
    </PortalErrorState>
  );
}

/** What went wrong, announced, with the one thing to do next (`children`). */
function PortalErrorState({ error, children }: { error: unknown; children: React.ReactNode }) {
  return (
    <div role="alert">
      <PortalEmptyState icon={CircleAlert} title={messageOf(error)} action={children} />
    </div>
  );
}
