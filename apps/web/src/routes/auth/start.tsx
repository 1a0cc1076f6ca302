import { createFileRoute } from '@tanstack/react-router';
import { type AuthErrorSearch, leaveIfSignedIn } from '@/features/auth/auth-session-flow';
import { AuthStartPage } from '@/features/auth/components/auth-start-page';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { searchText } from '@/lib/search-params';

export const Route = createFileRoute('/auth/start')({
  validateSearch: (search: Record<string, unknown>): AuthErrorSearch & { email?: string } => ({
    email: searchText(search.email),
    error: searchText(search.error),
    error_description: searchText(search.error_description),
  }),
  beforeLoad: leaveIfSignedIn,
  component: AuthStartRoute,
});

function AuthStartRoute() {
  const search = Route.useSearch();
  return (
    <AuthStartPage
      // A new refusal gives a new form, so its message shows even when the e-mail is the same.
      key={`${search.error ?? ''}|${search.error_description ?? ''}`}
      action={getRuntimeConfig().codeAuthorizeUrl}
      email={search.email}
      errorDescription={search.error ? (search.error_description ?? search.error) : undefined}
    />
  );
}
