import { type ImportFormatSample, importFormatSampleSchema } from '@lineup/contracts/import-formats';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST {pimUrl}/api/brands/{brandId}/import-format/sample: the body is the file itself, its name in
 * X-File-Name (encoded, a header carries ASCII only). Nothing is stored: the answer is the sample's
 * first rows and the proposed format.
 */
export async function readImportFormatSample(brandId: number, file: File): Promise<ImportFormatSample> {
  const answer = await apiRequest<ImportFormatSample>('pim', `/api/brands/${brandId}/import-format/sample`, {
    method: 'POST',
    body: file,
    headers: { 'x-file-name': encodeURIComponent(file.name) },
    schema: importFormatSampleSchema,
  });
  return answer.data;
}

/** Reads a sample; a refusal (no header row, not a spreadsheet) is shown by the caller beside the drop zone. */
export function useReadImportFormatSample(brandId: number) {
  return useMutation({ mutationFn: (file: File) => readImportFormatSample(brandId, file) });
}
