import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

/**
 * A change sent to a server and told in a toast. On success: `success`; the answer kept as the
 * query `keep` names when it is that query's new state (shown at once, before any refetch); then
 * the queries `refresh` names refetched. On a refusal: the server's message (or what `failure`
 * makes of the error), then the queries `refreshOnFailure` names refetched, so that a change
 * someone made meanwhile shows and a new attempt can succeed.
 */
export function useToastedMutation<TAnswer, TVariables>({
  mutationFn,
  success,
  keep,
  refresh,
  failure = (error) => error.message,
  refreshOnFailure,
}: {
  mutationFn: (variables: TVariables) => Promise<TAnswer>;
  /** The toast, or how the answer words it (a count the answer gives). */
  success: string | ((answer: TAnswer) => string);
  keep?: (answer: TAnswer) => QueryKey;
  refresh: QueryKey[];
  failure?: (error: Error) => string;
  refreshOnFailure?: (variables: TVariables) => QueryKey[];
}) {
  const queryClient = useQueryClient();
  const refetch = (queryKeys: QueryKey[]) =>
    Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      toast.success(typeof success === 'function' ? success(answer) : success);
      if (keep) queryClient.setQueryData(keep(answer), answer);
      await refetch(refresh);
    },
    onError: async (error, variables) => {
      toast.error(failure(error));
      if (refreshOnFailure) await refetch(refreshOnFailure(variables));
    },
  });
}
