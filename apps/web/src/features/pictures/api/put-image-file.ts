import { errorMessages } from '@lineup/contracts/error-messages';
import { ApiError } from '@/lib/api-client';
import { pimAssetUrl } from '@/lib/picture-url';

export type ImageFileAddress = { url: string; headers: Record<string, string> };

/**
 * PUT the file's bytes to the signed address the announcement gave (the PIM's own storage route, or
 * an S3 bucket), with the headers it was signed for. No bearer token: the signature is the
 * authorization.
 */
export async function putImageFile(address: ImageFileAddress, file: Blob, signal?: AbortSignal): Promise<void> {
  const url = /^https?:\/\//.test(address.url) ? address.url : pimAssetUrl(address.url);
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', headers: address.headers, body: file, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, errorMessages.genericClientFailure);
  }
  if (!response.ok) throw new ApiError(response.status, errorMessages.genericClientFailure);
}
