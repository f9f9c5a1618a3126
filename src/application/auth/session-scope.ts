import type { SessionStore } from '../ports/session-store.port';

/**
 * Why a call's result, or its failure, was dropped: the session that started the call ended
 * (sign-out, expiry, another user, a new sign-in, in this tab or another) before it came back,
 * so it is for nobody who is here now.
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';

  constructor() {
    super('The session that started this call has ended.');
  }
}

export function isSessionEnded(error: unknown): error is SessionEndedError {
  return error instanceof SessionEndedError;
}

/**
 * The session a call belongs to, taken as the call starts: its token, and a signal that aborts
 * (with a SessionEndedError as its reason) as soon as that session is no longer the current one,
 * or when the caller's own signal aborts. A session is its token: a profile saved in the same
 * session changes nothing, a new token is another session. `close()` once the call is over.
 */
export interface SessionScope {
  /** The token of the session the call started in; null while signed out. */
  readonly token: string | null;
  readonly signal: AbortSignal;
  close(): void;
}

/**
 * Opens the scope of the current session. It follows the store's changes, which include those
 * made in other tabs, so a session that ends anywhere aborts its calls in every tab.
 */
export function openSessionScope(session: SessionStore, callerSignal?: AbortSignal): SessionScope {
  const token = session.current().token;
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  const stop = session.subscribe((now) => {
    if (now.token !== token) controller.abort(new SessionEndedError());
  });
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    token,
    signal: controller.signal,
    close() {
      stop();
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/**
 * Runs `call` for the current session and hands its result to `apply` only while that session
 * is still the current one: `apply` runs in the same turn as the check, so nothing can change
 * between them. When the session ended meanwhile, the call's result and its failure alike are
 * dropped: it fails with SessionEndedError, and whoever is signed in now is left alone. The
 * caller's own `signal` (a screen that is left) aborts it too.
 */
export async function inCurrentSession<T>(
  session: SessionStore,
  call: (signal: AbortSignal) => Promise<T>,
  apply: (result: T) => void,
  signal?: AbortSignal,
): Promise<T> {
  const scope = openSessionScope(session, signal);
  try {
    let result: T;
    try {
      result = await call(scope.signal);
    } catch (error) {
      scope.signal.throwIfAborted();
      throw error;
    }
    scope.signal.throwIfAborted();
    apply(result);
    return result;
  } finally {
    scope.close();
  }
}
