import type { FastifyInstance } from 'fastify';
import { AppError, isAppError, type AppErrorKind } from '../../src/domain/shared/app-error';

/** The JSON of a failure, as the portal's HTTP client reads it: `message`, and `errors` on a 422. */
export interface ErrorBody {
  readonly message?: string;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
}

const STATUS_OF_KIND: Readonly<Record<AppErrorKind, number>> = {
  unauthenticated: 401,
  validation: 422,
  network: 502,
  timeout: 504,
  server: 500,
};

/**
 * A marketplace refusal as an HTTP answer: its status and message. A failure without a message
 * answers none, so the portal shows its own fallback text for the area, as in demo mode.
 */
export function appErrorAnswer(error: AppError): { status: number; body: ErrorBody } {
  const status = error.status ?? STATUS_OF_KIND[error.kind];
  if (error.kind === 'validation') {
    return {
      status,
      body: {
        message: error.serverMessage ?? 'The given data was invalid.',
        errors: error.fieldErrors,
      },
    };
  }
  return { status, body: error.serverMessage ? { message: error.serverMessage } : {} };
}

/** The failure a developer asked for with `/__dev/fail-next`, built as demo mode builds it. */
export function plannedFailure(status: number, message: string | undefined): AppError {
  if (status === 401) return AppError.unauthenticated(message);
  if (status === 422) return AppError.validation(message ?? 'The given data was invalid.');
  return AppError.server(message, status);
}

export type ReportUnexpected = (error: Error) => void;

/**
 * Every failure leaves as JSON: a marketplace refusal with its own status, a malformed request
 * (bad JSON, a body too large) with Fastify's 4xx and text, and anything else as a bare 500 whose
 * details go to `report` (the terminal), never to the client.
 */
export function answerFailures(app: FastifyInstance, report: ReportUnexpected): void {
  app.setErrorHandler<Error & { statusCode?: number }>((error, _request, reply) => {
    if (isAppError(error)) {
      const { status, body } = appErrorAnswer(error);
      return reply.code(status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    report(error);
    return reply.code(500).send({ message: 'Server Error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));
}
