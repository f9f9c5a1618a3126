/**
 * The one error type every adapter (HTTP or in-memory) raises, so presenters cannot tell the two
 * apart and one test suite serves both.
 */
export type AppErrorKind = 'unauthenticated' | 'validation' | 'network' | 'timeout' | 'server';

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly kind: AppErrorKind,
    /** The server's own message (or plain-string payload), when it sent one. */
    readonly serverMessage?: string,
    readonly fieldErrors: FieldErrors = {},
    readonly status?: number,
  ) {
    super(serverMessage ?? kind);
  }

  static unauthenticated(message = 'Unauthenticated.'): AppError {
    return new AppError('unauthenticated', message, {}, 401);
  }

  static validation(message: string, fieldErrors: FieldErrors = {}): AppError {
    return new AppError('validation', message, fieldErrors, 422);
  }

  static server(message?: string, status = 500): AppError {
    return new AppError('server', message, {}, status);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * Whether the server refused the request as sent (a validation answer or another 4xx), rather
 * than failing to answer it. A timeout (408) or rate limit (429) is no verdict on what was sent.
 */
export function isRefusal(error: unknown): boolean {
  if (!isAppError(error)) return false;
  if (error.kind === 'validation') return true;
  const status = error.status ?? 0;
  return (
    error.kind === 'server' && status >= 400 && status < 500 && status !== 408 && status !== 429
  );
}

/**
 * Whether a request may have been carried out although no answer said so: it timed out, the
 * connection dropped, or a gateway in front of the server gave up (502, 504). Sending it again is
 * safe only with the same idempotency key.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isAppError(error)) return false;
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  return error.kind === 'server' && (error.status === 502 || error.status === 504);
}
