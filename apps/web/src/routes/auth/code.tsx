import { createFileRoute, redirect } from '@tanstack/react-router';
import { type AuthErrorSearch, leaveIfSignedIn } from '@/features/auth/auth-session-flow';
import { AuthCodePage } from '@/features/auth/components/auth-code-page';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { searchText } from '@/lib/search-params';

export const Route = createFileRoute('/auth/code')({
  validateSearch: (search: Record<string, unknown>): AuthErrorSearch & { name?: string; email?: string } => ({
    name: searchText(search.name),
    email: searchText(search.email),
    error: searchText(search.error),
    error_description: searchText(search.error_description),
  }),
  beforeLoad: ({ search }) => {
    leaveIfSignedIn();
    if (!search.email) throw redirect({ to: '/auth/start' });
  },
  component: AuthCodeRoute,
});

function AuthCodeRoute() {
  const search = Route.useSearch();
  return (
    <AuthCodePage
      key={`${search.error ?? ''}|${search.error_description ?? ''}`}
      action={getRuntimeConfig().codeAuthorizeUrl}
      name={search.name}
      email={search.email ?? ''}
      error={search.error}
      errorDescription={search.error_description}
    />
  );
}
