import { errorMessages } from '@lineup/contracts/error-messages';
import { MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { addSignedOutListener } from '@/lib/auth/session';

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return errorMessages.genericClientFailure;
}

/**
 * One place for failed loads (each failed load is logged and shown as an error toast
 * with the server's message). A 401 has already ended the session in the api client: no toast then.
 * Mutations show their own toasts (worded per screen in messages.ts); here they are only logged.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error(`Failed to load ${JSON.stringify(query.queryKey)}:`, error);
        if (error instanceof ApiError && error.status === 401) return;
        // sonner is loaded with the shell, not with the sign-in pages.
        void import('sonner').then(({ toast }) => toast.error(messageOf(error), { id: query.queryHash }));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => console.error('Request failed:', error),
    }),
    defaultOptions: {
      queries: {
        // Another staff member's changes reach a list within 30 s of a visit, and at once when
        // someone comes back to the tab after that: the lists on screen are asked again then.
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });
  keepInvalidationsOverFetchesInFlight(client);
  return client;
}

/**
 * A query that a write invalidates while it is being fetched, and that no screen shows at that
 * moment, stays invalidated when that fetch lands. TanStack Query refetches only the queries on
 * screen, and lets the fetch in flight, which left before the write, clear the mark: its answer
 * would then count as fresh for the whole staleTime, and the next screen would show the list
 * without what was just written. That happens when a first write comes while the shell's
 * background prefetch of the shared lists is still on its way.
 */
function keepInvalidationsOverFetchesInFlight(client: QueryClient): void {
  const invalidatedInFlight = new WeakSet<Query>();
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    if (action.type === 'invalidate') {
      if (query.state.fetchStatus === 'fetching' && !query.isActive()) invalidatedInFlight.add(query);
      return;
    }
    if (action.type !== 'success' && action.type !== 'error') return;
    const staleOnArrival = invalidatedInFlight.delete(query) && action.type === 'success' && !action.manual;
    // Refetched at once if a screen shows it by now; otherwise fetched by the next one that does.
    if (staleOnArrival) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  });
}

let shared: QueryClient | null = null;

/**
 * The page's query client. It lives with the signed-in screens (the /home layout and its loaders,
 * the portal's ordering pages), so the sign-in pages and the portal's catalog pages load no
 * TanStack Query code; signing out empties it.
 */
export function getQueryClient(): QueryClient {
  if (!shared) {
    const client = createQueryClient();
    addSignedOutListener(() => client.clear());
    shared = client;
  }
  return shared;
}
