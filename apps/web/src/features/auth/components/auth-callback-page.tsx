import { productTexts } from '@lineup/contracts/messages';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { finishSignIn } from '@/features/auth/auth-session-flow';
import { AuthWaiting } from '@/features/auth/components/auth-waiting';

/** Spec point 2, callback handling: 'Authenticating' / 'This will take a minute'. */
export function AuthCallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void finishSignIn(window.location.href).then((failure) => {
      if (!active) return;
      if (failure) void navigate({ to: '/auth/start', search: failure, replace: true });
      // After signing in, the first screen is the catalogs overview (issue 2).
      else void navigate({ to: '/home/catalogs', replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return <AuthWaiting title={productTexts.authenticatingTitle} subtitle={productTexts.authenticatingSubtitle} />;
}
