/**
 * A failure the domain layer raises on purpose: its status and message go to the client as is.
 * Anything else that is thrown becomes a 500 whose cause is logged, never sent.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500,
    message: string,
    /** Fields the failure envelope carries beside its message (a refused file's problems). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
