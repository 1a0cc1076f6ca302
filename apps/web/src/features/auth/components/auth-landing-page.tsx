import { authTexts } from '@lineup/contracts/shell-texts';
import { AuthWaiting } from '@/features/auth/components/auth-waiting';

/** '/' while its beforeLoad sends the browser to the issuer. */
export function AuthLandingPage() {
  return <AuthWaiting title={authTexts.signInRequired} />;
}
