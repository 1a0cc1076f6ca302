import {
  type ImportFormat,
  type ImportFormatDefinition,
  importFormatSchema,
  type SaveImportFormatRequest,
} from '@lineup/contracts/import-formats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { brandsKeys } from '@/api/brands/brands-keys';
import { importFormatKeys } from '@/features/import-format/api/import-format-keys';
import { apiRequest } from '@/lib/api-client';

/** PUT {pimUrl}/api/brands/{brandId}/import-format: saves the format as the brand's next version. */
export async function saveImportFormat(brandId: number, definition: ImportFormatDefinition) {
  const body: SaveImportFormatRequest = { definition };
  return apiRequest<ImportFormat>('pim', `/api/brands/${brandId}/import-format`, {
    method: 'PUT',
    body,
    schema: importFormatSchema,
  });
}

/**
 * Saves a format and toasts the server's message ("saved as version N"). The brand's format
 * refreshes, and so do the brands lists: they say whether each brand can import (the upload
 * dialog's WIP marks). A refusal is shown by the caller next to the form.
 */
export function useSaveImportFormat(brandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (definition: ImportFormatDefinition) => saveImportFormat(brandId, definition),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: importFormatKeys.detail(brandId) }),
        queryClient.invalidateQueries({ queryKey: brandsKeys.lists() }),
      ]);
    },
  });
}
