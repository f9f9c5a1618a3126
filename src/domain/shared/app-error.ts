/**
 * The one error type every adapter (HTTP or in-memory) raises, so presenters cannot tell the two
 * apart (architecture notes; issue 11).
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
