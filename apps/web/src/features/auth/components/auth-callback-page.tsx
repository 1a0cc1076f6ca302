import { productTexts } from '@lineup/contracts/shell-texts';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { signInFlow } from '@/features/auth/auth-session-flow';
import { AuthWaiting } from '@/features/auth/components/auth-waiting';
import { type AuthRealm, realmPages } from '@/lib/auth/realm';

/** The sign-in callback of either realm: 'Authenticating' / 'This will take a minute'. */
export function AuthCallbackPage({ realm }: { realm: AuthRealm }) {
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void signInFlow(realm)
      .finishSignIn(window.location.href)
      .then((outcome) => {
        if (!active) return;
        if ('failure' in outcome) {
          void navigate({ to: realmPages[realm].start, search: outcome.failure, replace: true });
        }
        // The page the sign-in started from, else the realm's first page: always a path of ours.
        else void navigate({ href: outcome.next, replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate, realm]);

  return <AuthWaiting title={productTexts.authenticatingTitle} subtitle={productTexts.authenticatingSubtitle} />;
}
