import { HttpResponse } from 'msw';
import type { AppErrorKind } from '../../../src/domain/shared/app-error';

/**
 * What a fault must end in: the error kind, and either the text shown (the server message, else
 * the area's fallback) or the logout that a 401 or 'Unauthenticated.' brings.
 */
export type FaultOutcome =
  | {
      /** 'unauthenticated' here only for a call made signed out: a refusal, no session to end. */
      readonly kind: AppErrorKind;
      readonly text: 'server message' | 'fallback';
    }
  | { readonly kind: 'unauthenticated'; readonly text: 'session expired' }
  /**
   * The call's documented answer to that fault is a success: it reads the saved record back, or
   * the JSON answer refuses nothing and the call reads nothing it needs from it.
   */
  | { readonly kind: 'success'; readonly text: 'read back' | 'accepted' };

/** One way a backend has a bad day. */
export interface Fault {
  readonly name: string;
  /** The MSW resolver's answer; `never` when it never answers. */
  readonly respond: () => Response | Promise<never>;
  readonly outcome: FaultOutcome;
}

export const SERVER_MESSAGE = 'The depot system is down for maintenance';

/** A 2xx JSON object of another shape than the call reads: no refusal in it either. */
export const OTHER_SHAPE_FAULT = 'malformed body: JSON of another shape';

const never = (): Promise<never> => new Promise<never>(() => undefined);

/** The response that never comes: the one fault that needs the 15 s clock. */
export const SLOW_FAULT: Fault = {
  name: 'no answer within 15 s',
  respond: never,
  outcome: { kind: 'timeout', text: 'fallback' },
};

/**
 * A 401 that gives its reason. Signed in it is one more logout; made signed out (a wrong password)
 * the reason is what the visitor must see, so the matrix drives it for signed-out calls alone.
 */
export const REASONED_401_FAULT: Fault = {
  name: '401 with a reason, signed out',
  respond: () => HttpResponse.json({ message: SERVER_MESSAGE }, { status: 401 }),
  outcome: { kind: 'unauthenticated', text: 'server message' },
};

export const FAULTS: readonly Fault[] = [
  {
    name: '500 with a message',
    respond: () => HttpResponse.json({ message: SERVER_MESSAGE }, { status: 500 }),
    outcome: { kind: 'server', text: 'server message' },
  },
  {
    name: '500 without a message',
    respond: () => HttpResponse.json({ success: false }, { status: 500 }),
    outcome: { kind: 'server', text: 'fallback' },
  },
  {
    name: '500 with an empty body',
    respond: () => new HttpResponse(null, { status: 500 }),
    outcome: { kind: 'server', text: 'fallback' },
  },
  {
    name: '502 with an HTML page from a proxy',
    respond: () =>
      HttpResponse.html('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
        status: 502,
      }),
    outcome: { kind: 'server', text: 'fallback' },
  },
  {
    name: 'network error',
    respond: () => HttpResponse.error(),
    outcome: { kind: 'network', text: 'fallback' },
  },
  {
    name: '401',
    respond: () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    outcome: { kind: 'unauthenticated', text: 'session expired' },
  },
  {
    name: '401 without a body',
    respond: () => new HttpResponse(null, { status: 401 }),
    outcome: { kind: 'unauthenticated', text: 'session expired' },
  },
  {
    name: "200 with the message 'Unauthenticated.'",
    respond: () => HttpResponse.json({ message: 'Unauthenticated.' }),
    outcome: { kind: 'unauthenticated', text: 'session expired' },
  },
  {
    name: 'malformed body: an HTML page with 200',
    respond: () =>
      HttpResponse.html('<!doctype html><title>Gateway</title><p>Upstream unavailable</p>'),
    outcome: { kind: 'server', text: 'fallback' },
  },
  {
    name: OTHER_SHAPE_FAULT,
    respond: () => HttpResponse.json({ data: null, message: { items: 'none' } }),
    outcome: { kind: 'server', text: 'fallback' },
  },
];
