import { LOGIN_CODE_LENGTH } from '@lineup/contracts/constants';
import { platformMessages } from '@lineup/contracts/error-messages';
import { authTexts, productTexts } from '@lineup/contracts/shell-texts';
import { signInRefusalText } from '@lineup/contracts/sign-in-refusals';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { CircleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { InputOTP, InputOTPGroup, InputOTPSlot } from '@/components/ui/input-otp';
import { codeFromPaste, isCompleteLoginCode } from '@/features/auth/auth-schemas';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import type { CodeSearch } from '@/features/auth/sign-in-pages';
import { noteSignInStep } from '@/features/auth/sign-in-resume';
import { type AuthRealm, realmClient } from '@/lib/auth/realm';
import { submitNativeForm } from '@/lib/form-submit';
import { getRuntimeConfig } from '@/lib/runtime-config';

export type AuthCodePageProps = {
  action: string;
  /** The realm's OAuth client, sent along for the same reason as on the start page. */
  clientId?: string;
  email: string;
  error?: string;
  errorDescription?: string;
  submit?: (form: HTMLFormElement) => void;
};

/** Per-character filter of the six slots: letters and digits (lower case is turned upper). */
const SLOT_PATTERN = '^[A-Za-z0-9]+$';

/**
 * /auth/code: 'Welcome back', six slots, Continue, 'Request new code'. The heading names no one:
 * the auth service answers every address alike, so this page cannot tell who has an account. A paste
 * of a valid code submits at once; an invalid paste logs 'Invalid format'. A wrong code comes
 * back as ?error=invalid_code and shows the incorrect-code box; other refusals show their description.
 * 'Request new code' in a sign-in that has expired meanwhile starts a new one for this e-mail (sign-in-resume).
 */
export function AuthCodePage({
  action,
  clientId,
  email,
  error,
  errorDescription,
  submit = submitNativeForm,
}: AuthCodePageProps) {
  const verifyFormRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const send = () => {
    if (!verifyFormRef.current) return;
    setSubmitting(true);
    noteSignInStep('verify', email);
    submit(verifyFormRef.current);
  };

  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = codeFromPaste(event.clipboardData.getData('text/plain'));
    if (!pasted) {
      console.log(validationMessages.invalidCodeFormat);
      return;
    }
    flushSync(() => setCode(pasted));
    send();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isCompleteLoginCode(code) && !submitting) send();
  };

  const otherError = error && error !== 'invalid_code' ? (errorDescription ?? platformMessages.signInFailed) : null;

  return (
    <AuthLayout>
      <div className="mb-6 flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{productTexts.welcomeBack}</h1>
        <p className="text-sm break-words text-muted-foreground">{productTexts.codeSentTo(email)}</p>
      </div>

      {error === 'invalid_code' ? (
        <div
          role="alert"
          data-testid="incorrect-code"
          className="mb-4 flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <p className="font-medium text-destructive">{productTexts.incorrectCodeTitle}</p>
            <p className="text-muted-foreground">{productTexts.incorrectCodeHint}</p>
          </div>
        </div>
      ) : null}
      {otherError ? (
        <div
          role="alert"
          className="mb-4 flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <p className="text-destructive">{otherError}</p>
        </div>
      ) : null}

      <form ref={verifyFormRef} method="post" action={action} onSubmit={onSubmit} className="flex flex-col gap-4">
        <input type="hidden" name="email" value={email} />
        {clientId ? <input type="hidden" name="client_id" value={clientId} /> : null}
        <input type="hidden" name="action" value="verify" />
        <div className="flex justify-center">
          <InputOTP
            name="code"
            aria-label={authTexts.codeLabel}
            maxLength={LOGIN_CODE_LENGTH}
            pattern={SLOT_PATTERN}
            inputMode="text"
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(next) => setCode(next.toUpperCase())}
            onPaste={onPaste}
          >
            <InputOTPGroup>
              {Array.from({ length: LOGIN_CODE_LENGTH }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions
                <InputOTPSlot key={index} index={index} aria-invalid={error === 'invalid_code'} />
              ))}
            </InputOTPGroup>
          </InputOTP>
        </div>
        <Button type="submit" className="w-full" disabled={submitting || !isCompleteLoginCode(code)}>
          {productTexts.continue}
        </Button>
      </form>

      <form
        method="post"
        action={action}
        // Posted natively; noted so that a sign-in that expired meanwhile is started again for it.
        onSubmit={() => noteSignInStep('request', email)}
        className="mt-3 flex justify-center"
      >
        <input type="hidden" name="email" value={email} />
        {clientId ? <input type="hidden" name="client_id" value={clientId} /> : null}
        <input type="hidden" name="action" value="request" />
        <Button type="submit" variant="link" size="sm" disabled={submitting}>
          {productTexts.requestNewCode}
        </Button>
      </form>
      <p className="mt-2 text-center text-xs text-muted-foreground">{authTexts.codeOnlyToAccounts}</p>
    </AuthLayout>
  );
}

/** The code page of either realm, from its address (sign-in-pages.ts, codeSearch). */
export function AuthCodeScreen({ search, realm }: { search: CodeSearch; realm: AuthRealm }) {
  return (
    <AuthCodePage
      key={`${search.error ?? ''}|${search.error_description ?? ''}`}
      action={getRuntimeConfig().codeAuthorizeUrl}
      clientId={realmClient(getRuntimeConfig(), realm).clientId}
      email={search.email ?? ''}
      error={search.error}
      errorDescription={signInRefusalText(search.error_description)}
    />
  );
}
