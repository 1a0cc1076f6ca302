import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '@/features/auth/components/auth-callback-page';

// The callback reads code, state, iss (or error, error_description) from the URL itself.
export const Route = createFileRoute('/portal/auth/callback')({
  component: () => <AuthCallbackPage realm="portal" />,
});
