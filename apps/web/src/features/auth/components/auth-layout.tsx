import { productTexts } from '@lineup/contracts/shell-texts';
import type * as React from 'react';

/** The frame of the sign-in screens: the product name above a centred card. */
export function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-12">
      <div className="flex w-full max-w-sm flex-col gap-6">
        <div className="flex items-center justify-center gap-2 self-center text-lg font-semibold tracking-tight">
          <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
            {productTexts.name.charAt(0)}
          </span>
          {productTexts.name}
        </div>
        <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">{children}</div>
      </div>
    </main>
  );
}
