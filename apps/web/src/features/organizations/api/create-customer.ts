import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { NewCustomerInput, Organization } from '@lineup/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { storesKeys } from '@/api/stores/stores-keys';
import { usersKeys } from '@/api/users/users-keys';
import { apiRequest } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';

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
        queryClient.invalidateQueries({ queryKey: organizationsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: storesKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
      ]);
    },
  });
}
