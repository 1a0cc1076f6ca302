import '@/styles.css';
import { platformMessages } from '@lineup/contracts/error-messages';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '@/app/router';
import { authSession } from '@/lib/auth/session';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { cn } from '@/lib/utils';

async function start() {
  // tailwind-merge builds its tables of classes on its first call (a few milliseconds, four times
  // that on a phone): built in a task of its own while the configuration loads, not in the first render.
  setTimeout(() => cn('p-0', 'p-1'));
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
  // The first route loads before React's first render: the page the server sent (the shell's frame,
  // a page's heading) stays on screen until the route's own page replaces it, not a pending skeleton
  // in between. Rendered as a transition, that first render yields to the browser every few
  // milliseconds instead of holding a phone's main thread for the whole shell in one task.
  // A load that throws still renders: the router then shows the route's error.
  await router.load().catch((error: unknown) => console.error(error));
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

void start();
