import { errorMessages } from '@lineup/contracts/error-messages';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { ApiError } from '@/lib/api-client';

/** An order that could not load ('Order not found', say), inside the portal's frame, with the way back to the orders. */
export function PortalOrderError({ error }: ErrorComponentProps) {
  return (
    <div role="alert">
      <PortalEmptyState
        icon={CircleAlert}
        title={error instanceof ApiError ? error.message : errorMessages.genericClientFailure}
        action={
          <Button asChild variant="outline">
            <Link to="/portal/orders">{portalOrderTexts.backToOrders}</Link>
          </Button>
        }
      />
    </div>
  );
}
