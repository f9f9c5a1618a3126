import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { AppError } from '../../domain/shared/app-error';
import type { SessionStore } from '../../application/ports/session-store.port';
import { openSessionScope, type SessionScope } from '../../application/auth/session-scope';
import { fieldErrorsOf, messageOf } from './dto';

export const REQUEST_TIMEOUT_MS = 15_000;

/** The link a file transfer is given time for: a modest 1 Mbit/s, what office Wi-Fi or 4G manage. */
export const TRANSFER_BITS_PER_SECOND = 1_000_000;

/**
 * How long a request that carries a file, up or down, is given: the usual 15 s, plus the time
 * `bytes` take at 1 Mbit/s (five 5 MB files need minutes, not 15 s).
 */
export function transferTimeoutMs(bytes: number): number {
  return REQUEST_TIMEOUT_MS + Math.ceil((Math.max(0, bytes) * 8 * 1000) / TRANSFER_BITS_PER_SECOND);
}
/** The message that ends a session as a 401 does. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

/**
 * The one axios instance: base URL, 15 s timeout, the bearer token, JSON by default. A request
 * sent with a token belongs to that session: a session change (sign-out, expiry, another user, a
 * new sign-in, in this tab or another) aborts it, as a network failure. A 401 or the message
 * 'Unauthenticated.' expires the session the request was sent with; every failure
 * becomes an AppError.
 */
export function createHttpClient(baseURL: string, session: SessionStore): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  const scopes = new WeakMap<InternalAxiosRequestConfig, SessionScope>();
  const settled = (config: InternalAxiosRequestConfig | undefined) => {
    if (config) scopes.get(config)?.close();
  };
  client.interceptors.request.use((request) => {
    const token = session.current().token;
    // A call that names its session's token (taking a device off after a sign-out) keeps it.
    if (!token || request.headers.has('Authorization')) return request;
    request.headers.set('Authorization', `Bearer ${token}`);
    // The caller's own signal (a superseded read) still aborts it, as does the end of its session.
    const own = request.signal;
    if (own === undefined || own instanceof AbortSignal) {
      const scope = openSessionScope(session, own);
      scopes.set(request, scope);
      request.signal = scope.signal;
    }
    return request;
  });
  client.interceptors.response.use(
    (response: AxiosResponse) => {
      settled(response.config);
      if (messageOf(response.data) === UNAUTHENTICATED_MESSAGE) {
        session.expire(bearerOf(response.config));
        throw AppError.unauthenticated();
      }
      return response;
    },
    (error: unknown) => {
      const config = error instanceof AxiosError ? error.config : undefined;
      settled(config);
      const appError = toAppError(error);
      if (appError.kind === 'unauthenticated') session.expire(bearerOf(config));
      throw appError;
    },
  );
  return client;
}

/** The token a request was sent with, if any. */
function bearerOf(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = config?.headers?.get('Authorization');
  const match = typeof header === 'string' ? /^Bearer (.+)$/.exec(header) : null;
  return match?.[1] ?? null;
}

/** Maps any transport failure onto the one error type. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof AxiosError)) return AppError.server();
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
    return new AppError('timeout');
  }
  const response = error.response;
  if (!response) return new AppError('network');
  const message = messageOf(response.data);
  if (response.status === 401 || message === UNAUTHENTICATED_MESSAGE) {
    return AppError.unauthenticated(message ?? UNAUTHENTICATED_MESSAGE);
  }
  const fieldErrors = fieldErrorsOf(response.data);
  if (response.status === 422 || Object.keys(fieldErrors).length > 0) {
    return new AppError('validation', message, fieldErrors, response.status);
  }
  return new AppError('server', message, {}, response.status);
}

/** A form payload (application/x-www-form-urlencoded); empty values are left out. */
export function formBody(
  fields: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) body.append(key, String(value));
  }
  return body;
}
