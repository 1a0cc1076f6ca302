import '@/styles.css';
import { platformMessages } from '@lineup/contracts/error-messages';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '@/app/router';
import { authSession } from '@/lib/auth/session';
import { loadRuntimeConfig } from '@/lib/runtime-config';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    root.render(
      <p role="alert" className="p-8 text-center text-muted-foreground">
        {platformMessages.internalError}
      </p>,
    );
    return;
  }
  const router = createAppRouter();
  authSession('back-office').setSignedOutHandler((returnTo) =>
    router.navigate({ to: '/', search: returnTo ? { returnTo } : {} }),
  );
  authSession('portal').setSignedOutHandler((returnTo) =>
    router.navigate({ to: '/portal', search: returnTo ? { returnTo } : {} }),
  );
  // Rendered as a transition, the first render yields to the browser every few milliseconds instead
  // of holding a phone's main thread for the whole shell in one task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

void start();
