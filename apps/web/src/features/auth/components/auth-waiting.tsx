import { LoaderCircle } from 'lucide-react';
import { AuthLayout } from '@/features/auth/components/auth-layout';

/** A sign-in step in progress (the callback, the landing's redirect to the issuer). */
export function AuthWaiting({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <AuthLayout>
      <div className="flex flex-col items-center gap-3 py-4 text-center" aria-live="polite">
        <LoaderCircle className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
    </AuthLayout>
  );
}
