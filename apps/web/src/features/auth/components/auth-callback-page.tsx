import { productTexts } from '@lineup/contracts/messages';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { finishSignIn } from '@/features/auth/auth-session-flow';
import { AuthWaiting } from '@/features/auth/components/auth-waiting';

/** The sign-in callback: 'Authenticating' / 'This will take a minute'. */
export function AuthCallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void finishSignIn(window.location.href).then((outcome) => {
      if (!active) return;
      if ('failure' in outcome) void navigate({ to: '/auth/start', search: outcome.failure, replace: true });
      // The /home page the sign-in started from, else the catalogs overview: always a path of ours.
      else void navigate({ href: outcome.next, replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return <AuthWaiting title={productTexts.authenticatingTitle} subtitle={productTexts.authenticatingSubtitle} />;
}
