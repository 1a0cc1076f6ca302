import type { Organization } from '@lineup/contracts/organizations';
import { organizationTexts } from '@lineup/contracts/texts/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { organizationsKeys } from '@/api/organizations/organizations-keys';
import { apiRequest } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/server-message';

/** PUT {usersUrl}/api/organizations/update-discounts {organizationId, discounts: {brandId: percent}}. */
export async function updateOrganizationDiscounts(body: {
  organizationId: string;
  discounts: Record<string, number>;
}): Promise<Organization> {
  return (await apiRequest<Organization>('users', '/api/organizations/update-discounts', { method: 'PUT', body })).data;
}

/** 'Discounts saved', or the server's message ('Failed to save discounts' without one). */
export function useUpdateOrganizationDiscounts(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (discounts: Record<string, number>) => updateOrganizationDiscounts({ organizationId, discounts }),
    onSuccess: (organization) => {
      toast.success(organizationTexts.discountsSaved);
      queryClient.setQueryData(organizationsKeys.detail(organizationId), organization);
    },
    onError: (error) => toast.error(serverMessageOr(error, organizationTexts.discountsSaveFailed)),
  });
}
