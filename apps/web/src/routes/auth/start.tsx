import { createFileRoute } from '@tanstack/react-router';
import { type AuthErrorSearch, leaveIfSignedIn, restartSignIn } from '@/features/auth/auth-session-flow';
import { AuthStartPage } from '@/features/auth/components/auth-start-page';
import { planStartPage, type StartPagePlan } from '@/features/auth/sign-in-resume';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { searchText } from '@/lib/search-params';

export const Route = createFileRoute('/auth/start')({
  validateSearch: (search: Record<string, unknown>): AuthErrorSearch & { email?: string } => ({
    email: searchText(search.email),
    error: searchText(search.error),
    error_description: searchText(search.error_description),
  }),
  beforeLoad: async ({ search }): Promise<{ startPlan: StartPagePlan }> => {
    leaveIfSignedIn();
    const plan = planStartPage(search);
    if (plan.kind === 'restart' && !(await restartSignIn(plan.email))) {
      return {
        startPlan: { kind: 'form', email: plan.email, error: search.error, errorDescription: search.error_description },
      };
    }
    return { startPlan: plan };
  },
  component: AuthStartRoute,
});

function AuthStartRoute() {
  const { startPlan: plan } = Route.useRouteContext();
  const form = plan.kind === 'form' ? plan : null;
  return (
    <AuthStartPage
      // A new refusal gives a new form, so its message shows even when the e-mail is the same.
      key={`${plan.kind}|${form?.error ?? ''}|${form?.errorDescription ?? ''}`}
      action={getRuntimeConfig().codeAuthorizeUrl}
      email={plan.email}
      errorDescription={form?.error ? (form.errorDescription ?? form.error) : undefined}
      // A new sign-in is on its way to the issuer (restart), or back with the e-mail (resubmit).
      resuming={plan.kind === 'form' ? undefined : plan.kind}
    />
  );
}
