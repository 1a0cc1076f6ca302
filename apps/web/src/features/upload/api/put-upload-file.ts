import { errorMessages } from '@lineup/contracts/error-messages';
import type { PresignedUploadResponse } from '@lineup/contracts/uploads';
import { ApiError } from '@/lib/api-client';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * PUT {presignedUrl}: the file's bytes to the signed storage address, with the
 * headers the address was signed for. No bearer token: the signature is the authorization.
 * A refusal (403 expired or altered, 413 too large) becomes an ApiError with the storage's message.
 */
export async function putUploadFile(target: PresignedUploadResponse, file: Blob, signal?: AbortSignal): Promise<void> {
  const url = new URL(target.presignedUrl, new URL(getRuntimeConfig().pimUrl, window.location.origin));
  let response: Response;
  try {
    response = await fetch(url.href, { method: target.method ?? 'PUT', headers: target.headers, body: file, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, errorMessages.genericClientFailure);
  }
  if (response.ok) return;
  let message: string | null = null;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // S3 answers XML: no message of ours to show.
  }
  throw new ApiError(response.status, message ?? errorMessages.genericClientFailure);
}
