import { errorMessages } from '@lineup/contracts/error-messages';
import { ApiError } from '@/lib/api-client';

/**
 * A failure toast shows the server's message, else a fallback: the server's own message when it sent
 * one, otherwise the screen's fallback (a network failure or an answer without a message).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status > 0 &&
    error.message &&
    error.message !== errorMessages.genericClientFailure
  ) {
    return error.message;
  }
  return fallback;
}
