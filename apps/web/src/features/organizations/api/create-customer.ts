import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { NewCustomerInput, Organization } from '@lineup/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { organizationsQueryKeys } from '@/features/organizations/api/organizations-query-keys';
import { apiRequest } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';
import { serverMessageOr } from '@/lib/server-message';

/** The lists a new customer adds rows to, besides organizations. */
const storesKeys = createQueryKeys('stores');
const usersKeys = createQueryKeys('users');

/** POST {usersUrl}/api/organizations with the new-customer payload. */
export async function createCustomer(body: NewCustomerInput): Promise<Organization> {
  return (await apiRequest<Organization>('users', '/api/organizations', { method: 'POST', body })).data;
}

/**
 * Toasts: 'Customer created successfully', or the server's message ('Failed to create customer'
 * without one). The organization, store and user lists refresh either way.
 */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => {
      toast.success(successToasts.customerCreated);
    },
    onError: (error) => {
      toast.error(serverMessageOr(error, failureToasts.createCustomerFallback));
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: storesKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
      ]);
    },
  });
}
