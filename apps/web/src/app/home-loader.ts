import type { QueryClient } from '@tanstack/react-query';
import { identifyUser } from '@/lib/analytics';
import { currentUserQueryOptions } from '@/lib/auth/current-user';
import { getQueryClient } from '@/lib/query-client';

/**
 * The /home layout's load: verify the token and set the current user (waited for), then load the
 * shared lists in the background (app/home-lists.ts). Those lists' calls and contract schemas load
 * apart, once the user is known: the loader itself stays small, so the current user's call (which
 * the shell waits for) and the page's own calls (started by its loader at the same time) go first.
 */
export async function loadHome(queryClient: QueryClient = getQueryClient()) {
  const currentUser = await queryClient.ensureQueryData(currentUserQueryOptions());
  identifyUser(currentUser);
  void import('@/app/home-lists')
    .then(({ prefetchHomeLists }) => prefetchHomeLists(queryClient))
    .catch((error: unknown) => console.error('The shared lists could not be loaded', error));
  return { currentUser };
}
