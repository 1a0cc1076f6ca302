import { authTexts, productTexts } from '@lineup/contracts/shell-texts';
import { signInRefusalText } from '@lineup/contracts/sign-in-refusals';
import { signInFlowTexts } from '@lineup/contracts/texts/auth';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loginEmailError } from '@/features/auth/auth-schemas';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { noteSignInStep, type StartPagePlan } from '@/features/auth/sign-in-resume';
import { type AuthRealm, realmClient } from '@/lib/auth/realm';
import { submitNativeForm } from '@/lib/form-submit';
import { getRuntimeConfig } from '@/lib/runtime-config';

export type AuthStartPageProps = {
  /** Where the form posts: the auth service's POST /code/authorize. */
  action: string;
  /**
   * The realm's OAuth client, sent along: when the sign-in in progress has expired, the auth
   * service sends the refusal back to this client's pages rather than the back office's.
   */
  clientId?: string;
  /** A hint from the auth service (?email=). */
  email?: string;
  /** Under the product's name: what the product is, for the site signed in to (the back office's by default). */
  description?: string;
  /** ?error_description= after a refusal: shown as the e-mail field's error. */
  errorDescription?: string;
  /**
   * The code request for this e-mail found no sign-in in progress, so the SPA resumes it without a
   * click: 'restart' while the browser goes to the issuer for a new sign-in, 'resubmit' when it is
   * back and the request is to be posted again (once, as the page opens).
   */
  resuming?: 'restart' | 'resubmit';
  submit?: (form: HTMLFormElement) => void;
};

/**
 * /auth/start: the e-mail is checked on each change and on submit; Login is
 * disabled while the field is empty or has an error; a valid form is posted as a plain HTML form with
 * action=request and email. One field, so no form library: the budget of the sign-in route
 * (150 KB gzip) is better spent elsewhere; the rules are the zod schema's. Each Login notes the
 * request in this tab, which lets a refusal for want of a sign-in in progress be resumed once.
 */
export function AuthStartPage({
  action,
  clientId,
  email = '',
  description = productTexts.signInDescription,
  errorDescription,
  resuming,
  submit = submitNativeForm,
}: AuthStartPageProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const resubmitted = useRef(false);
  const [value, setValue] = useState(email);
  const [error, setError] = useState<string | undefined>(errorDescription);
  const [submitting, setSubmitting] = useState(Boolean(resuming));
  const disabled = submitting || value.trim() === '' || Boolean(error);

  useEffect(() => {
    if (resuming !== 'resubmit' || resubmitted.current || !formRef.current) return;
    // Posted once per page: the auth service's answer replaces the page.
    resubmitted.current = true;
    submit(formRef.current);
  }, [resuming, submit]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = loginEmailError(value);
    setError(problem);
    if (problem || !formRef.current || submitting) return;
    setSubmitting(true);
    noteSignInStep('request', value);
    submit(formRef.current);
  };

  return (
    <AuthLayout>
      <div className="mb-6 flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{productTexts.name}</h1>
        <p className="text-sm text-balance text-muted-foreground">{description}</p>
      </div>
      <form ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <input type="hidden" name="action" value="request" />
        {clientId ? <input type="hidden" name="client_id" value={clientId} /> : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor="login-email">{authTexts.emailLabel}</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            autoFocus
            placeholder={authTexts.emailPlaceholder}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'login-email-error' : undefined}
            name="email"
            value={value}
            readOnly={Boolean(resuming)}
            onChange={(event) => {
              setValue(event.target.value);
              setError(loginEmailError(event.target.value));
            }}
          />
          {error ? (
            <p id="login-email-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={disabled} className="w-full">
          {productTexts.login}
        </Button>
        {resuming ? (
          <p role="status" className="text-center text-sm text-muted-foreground">
            {signInFlowTexts.sendingCode}
          </p>
        ) : null}
      </form>
    </AuthLayout>
  );
}

/** The start page of either realm as its route planned it (sign-in-pages.ts, prepareStartPage). */
export function AuthStartScreen({
  plan,
  realm,
  description,
}: {
  plan: StartPagePlan;
  realm: AuthRealm;
  description?: string;
}) {
  const form = plan.kind === 'form' ? plan : null;
  return (
    <AuthStartPage
      // A new refusal gives a new form, so its message shows even when the e-mail is the same.
      key={`${plan.kind}|${form?.error ?? ''}|${form?.errorDescription ?? ''}`}
      action={getRuntimeConfig().codeAuthorizeUrl}
      clientId={realmClient(getRuntimeConfig(), realm).clientId}
      email={plan.email}
      description={description}
      // Only our own sentences: a crafted link's words read as a failed sign-in.
      errorDescription={form?.error ? signInRefusalText(form.errorDescription ?? form.error) : undefined}
      // A new sign-in is on its way to the issuer (restart), or back with the e-mail (resubmit).
      resuming={plan.kind === 'form' ? undefined : plan.kind}
    />
  );
}
