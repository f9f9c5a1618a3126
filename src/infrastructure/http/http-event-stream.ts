import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { LiveStatus } from '../../application/ports/live-updates.port';
import type { SessionStore } from '../../application/ports/session-store.port';
import type { CancelTimer, Timers } from '../../application/ports/timers.port';
import { openSessionScope, type SessionScope } from '../../application/auth/session-scope';
import { isRecord } from '../../lib/is-record';
import type { EventStream, LiveEvent, StreamSink } from '../live/live-subscribers';

/** The API's event stream, relative to the API's base URL. */
export const EVENTS_PATH = '/customer/events';

/** The first wait before trying again, and the longest. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/**
 * The server pings at least every 25 s: a connection silent for longer than this has died without
 * closing (a sleeping laptop, a dropped mobile link), and is replaced.
 */
export const SILENT_LIMIT_MS = 45_000;

/**
 * A connection that stays open this long was a real one: the waits start again from the
 * shortest. One that the server closes sooner keeps backing off, so a server that accepts and
 * drops at once is not asked every second.
 */
export const STEADY_MS = MAX_RETRY_MS;

/** Answers that mean the API has no event stream at all, rather than a failure worth retrying. */
const NO_EVENTS = new Set([404, 405, 501]);

/**
 * The wait before try `attempt` (0 for the first retry): a ceiling doubling from 2 s up to 30 s,
 * the wait a random point in its upper half, so clients dropped together do not all come back at
 * once. The shortest wait is 1 s, the longest 30 s.
 */
export function retryDelayMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt + 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface HttpEventStreamDeps {
  /** The API's base URL (`VITE_API_BASE_URL`). */
  readonly baseUrl: string;
  /** Whose token the stream is opened with, and the way a refused token ends the session. */
  readonly session: SessionStore;
  readonly timers: Timers;
  /** The platform's `fetch` by default; tests hand in fake streams. */
  readonly fetch?: typeof fetch;
  /** The jitter's randomness; `Math.random` by default. */
  readonly random?: () => number;
}

/** Why this side ended a connection: the last subscriber left, or the server fell silent. */
type EndReason = 'closed' | 'silent';

interface Connection {
  readonly controller: AbortController;
  readonly scope: SessionScope;
  ended: EndReason | null;
}

/**
 * The API's server-sent events, read with `fetch` (an `EventSource` cannot send the bearer
 * token). A dropped connection is tried again after a growing wait, asking for what it missed
 * (`Last-Event-ID`). A 404, 405 or 501 means the API has no events: nothing is asked again while
 * the page is open. A 401 ends the session, as any call's does.
 */
export class HttpEventStream implements EventStream {
  private readonly url: string;
  private readonly fetch: typeof fetch;
  private readonly random: () => number;
  private current: LiveStatus = 'connecting';
  private running = false;
  private connection: Connection | null = null;
  private retry: CancelTimer | null = null;
  private silence: CancelTimer | null = null;
  private steady: CancelTimer | null = null;
  private attempt = 0;
  private lastEventId: string | null = null;

  constructor(
    private readonly deps: HttpEventStreamDeps,
    private readonly sink: StreamSink,
  ) {
    this.url = `${deps.baseUrl.replace(/\/+$/, '')}${EVENTS_PATH}`;
    // Called unbound, as the platform's fetch must be.
    this.fetch = deps.fetch ?? ((input, init) => fetch(input, init));
    this.random = deps.random ?? Math.random;
  }

  status(): LiveStatus {
    return this.current;
  }

  /** Someone listens: connect, unless connected or the API has said it has no events. */
  start(): void {
    if (this.running || this.current === 'unavailable') return;
    this.running = true;
    this.open();
  }

  /** No one listens any more: the connection ends, and a later start begins afresh. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.retry?.();
    this.retry = null;
    this.end('closed');
    this.attempt = 0;
    this.lastEventId = null;
    if (this.current === 'live') this.setStatus('connecting');
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.sink.status(status);
  }

  private open(): void {
    this.retry = null;
    const controller = new AbortController();
    const scope = openSessionScope(this.deps.session, controller.signal);
    // Signed out: nothing to listen for (the screens that subscribe are behind sign-in).
    if (!scope.token) {
      scope.close();
      this.running = false;
      return;
    }
    const connection: Connection = { controller, scope, ended: null };
    this.connection = connection;
    void this.run(connection, scope.token).finally(() => scope.close());
  }

  private end(reason: EndReason): void {
    const connection = this.connection;
    if (!connection) return;
    this.forget(connection);
    connection.ended = reason;
    connection.controller.abort();
  }

  private async run(connection: Connection, token: string): Promise<void> {
    const { signal } = connection.scope;
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      Accept: 'text/event-stream',
    };
    if (this.lastEventId !== null) headers['Last-Event-ID'] = this.lastEventId;
    let response: Response;
    try {
      response = await this.fetch(this.url, { headers, signal, cache: 'no-store' });
    } catch {
      this.dropped(connection);
      return;
    }
    // Closed while the answer was on its way: nobody is listening any more.
    if (connection.ended) {
      void response.body?.cancel();
      return;
    }
    if (response.status === 401) {
      // The same path as any call answered 401: the session that sent the token ends.
      this.forget(connection);
      this.deps.session.expire(token);
      return;
    }
    if (NO_EVENTS.has(response.status)) {
      this.forget(connection);
      this.setStatus('unavailable');
      return;
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
      void response.body?.cancel();
      this.dropped(connection);
      return;
    }
    await this.listen(connection, response.body);
  }

  private async listen(connection: Connection, body: ReadableStream<Uint8Array>): Promise<void> {
    this.steady = this.deps.timers.after(STEADY_MS, () => {
      this.steady = null;
      this.attempt = 0;
    });
    this.heardFrom(connection);
    this.setStatus('live');
    const parser = createParser({ onEvent: (message) => this.heard(message) });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || connection.ended) break;
        this.heardFrom(connection);
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A broken stream is a dropped connection, handled below like a closed one.
    }
    void reader.cancel().catch(() => undefined);
    this.dropped(connection);
  }

  /** The stream said something, even a ping: it is alive, so the silence limit starts again. */
  private heardFrom(connection: Connection): void {
    if (this.connection !== connection) return;
    this.silence?.();
    this.silence = this.deps.timers.after(SILENT_LIMIT_MS, () => {
      this.silence = null;
      this.end('silent');
    });
  }

  private heard(message: EventSourceMessage): void {
    if (message.id !== undefined) this.lastEventId = message.id;
    const event = liveEventOf(message);
    if (event) this.sink.event(event);
  }

  /** `connection` is no longer the current one: its timers go with it. */
  private forget(connection: Connection): void {
    if (this.connection !== connection) return;
    this.connection = null;
    this.silence?.();
    this.silence = null;
    this.steady?.();
    this.steady = null;
  }

  /**
   * The connection ended without this side closing it for good (a network failure, the server
   * closing the stream, an error answer, silence, the session ending): try again after a growing
   * wait. Someone still listens, or the connection would have been stopped.
   */
  private dropped(connection: Connection): void {
    if (connection.ended === 'closed') return;
    this.forget(connection);
    if (this.current === 'live') this.setStatus('connecting');
    if (connection.scope.signal.aborted && connection.ended === null) {
      // The session it belonged to ended: the next session's stream starts from nothing.
      this.lastEventId = null;
      this.attempt = 0;
    }
    const wait = retryDelayMs(this.attempt, this.random);
    this.attempt += 1;
    this.retry = this.deps.timers.after(wait, () => this.open());
  }
}

const EVENT_TYPES: ReadonlySet<string> = new Set([
  'bid.created',
  'bid.updated',
  'load.updated',
  'trip.updated',
]);

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** An event of the stream in the core's words; null for one this portal does not know. */
export function liveEventOf(message: EventSourceMessage): LiveEvent | null {
  const type = message.event;
  if (type === undefined || !EVENT_TYPES.has(type)) return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  if (type === 'trip.updated') return isId(data.trip_id) ? { type, tripId: data.trip_id } : null;
  if (!isId(data.load_id)) return null;
  return {
    type: type as 'bid.created' | 'bid.updated' | 'load.updated',
    loadId: data.load_id,
  };
}
