import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSignal } from '../../../src/application/ports/live-updates.port';
import type { CancelTimer, Timers } from '../../../src/application/ports/timers.port';
import {
  FIRST_RETRY_MS,
  MAX_RETRY_MS,
  SILENT_LIMIT_MS,
  STEADY_MS,
  retryDelayMs,
} from '../../../src/infrastructure/http/http-event-stream';
import { HttpLiveUpdates } from '../../../src/infrastructure/http/http-live-updates';
import { SystemTimers } from '../../../src/infrastructure/platform/system-timers';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { MemoryStorage } from '../../support/memory-storage';
import { dana } from '../../support/users';

const BASE = 'https://api.test/api/v1';
const TOPIC = { kind: 'trips' } as const;

/** One request the adapter sent, and the test's hand on its answer. */
interface Call {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly signal: AbortSignal;
  /** Answers with a status and no stream. */
  status(code: number): void;
  /** Answers 200 with an event stream the test writes to. */
  stream(): Stream;
  /** The network fails. */
  fail(): void;
}

interface Stream {
  write(text: string): void;
  end(): void;
}

/** `fetch` faked: each call waits until the test answers it. */
class FakeApi {
  readonly calls: Call[] = [];

  readonly fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? new AbortController().signal;
      const onAbort = () => reject(new DOMException('aborted', 'AbortError'));
      signal.addEventListener('abort', onAbort, { once: true });
      this.calls.push({
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        headers: { ...(init?.headers as Record<string, string>) },
        signal,
        status: (code) => resolve(new Response(null, { status: code })),
        fail: () => reject(new TypeError('Failed to fetch')),
        stream: () => {
          let controller!: ReadableStreamDefaultController<Uint8Array>;
          const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
          signal.addEventListener('abort', () => controller.error(new Error('aborted')), {
            once: true,
          });
          resolve(
            new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
          );
          const bytes = new TextEncoder();
          return {
            write: (text) => controller.enqueue(bytes.encode(text)),
            end: () => controller.close(),
          };
        },
      });
    });

  get last(): Call {
    const call = this.calls.at(-1);
    if (!call) throw new Error('no request yet');
    return call;
  }
}

/** The platform's timers under Vitest's fake clock, recording each one-off wait asked for. */
class RecordingTimers implements Timers {
  readonly waits: number[] = [];
  private readonly inner = new SystemTimers();

  after(ms: number, callback: () => void): CancelTimer {
    this.waits.push(ms);
    return this.inner.after(ms, callback);
  }

  every(ms: number, callback: () => void): CancelTimer {
    return this.inner.every(ms, callback);
  }
}

/** Lets the fake answers and the stream's chunks reach the adapter. */
const flush = () => vi.advanceTimersByTimeAsync(0);

function rig(random = () => 0.5) {
  const api = new FakeApi();
  const timers = new RecordingTimers();
  const session = new LocalStorageSessionStore(new MemoryStorage());
  session.signIn(dana, 'tok-1');
  const live = new HttpLiveUpdates({
    baseUrl: `${BASE}/`,
    session,
    timers,
    fetch: api.fetch,
    random,
  });
  const heard: LiveSignal[] = [];
  return {
    api,
    timers,
    session,
    live,
    heard,
    listen: (loadId = 10412) => live.subscribe({ kind: 'bids', loadId }, (s) => heard.push(s)),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HttpLiveUpdates: the stream', () => {
  it('opens one request on the first subscription, with the token and the stream type', () => {
    const { api, live, listen } = rig();
    listen();
    live.subscribe({ kind: 'trips' }, () => undefined);
    expect(api.calls).toHaveLength(1);
    expect(api.last.url).toBe(`${BASE}/customer/events`);
    expect(api.last.headers).toEqual({
      Authorization: 'Bearer tok-1',
      Accept: 'text/event-stream',
    });
  });

  it('is live once the stream opens, and hands each event to the topics that hear it', async () => {
    const { api, live, heard, listen } = rig();
    listen(10412);
    const other: LiveSignal[] = [];
    live.subscribe({ kind: 'bids', loadId: 99 }, (s) => other.push(s));
    const trips: LiveSignal[] = [];
    live.subscribe({ kind: 'trips' }, (s) => trips.push(s));
    expect(live.status(TOPIC)).toBe('connecting');
    const stream = api.last.stream();
    await flush();
    expect(live.status(TOPIC)).toBe('live');
    expect(heard).toEqual([{ kind: 'status', status: 'live', was: 'connecting' }]);

    // A ping, an event split across chunks, one for another load, one for a trip, and noise.
    stream.write(': ping\n\n');
    stream.write('id: 1\nevent: bid.created\nda');
    stream.write('ta: {"load_id": 10412, "bid_id": 77}\n\n');
    stream.write('id: 2\nevent: bid.updated\ndata: {"load_id": 99, "bid_id": 78}\n\n');
    stream.write('id: 3\nevent: trip.updated\ndata: {"trip_id": 5}\n\n');
    stream.write('id: 4\nevent: bid.created\ndata: not json\n\n');
    stream.write('id: 5\nevent: party.started\ndata: {"load_id": 10412}\n\n');
    stream.write('id: 6\nevent: load.updated\ndata: {"load_id": 10412}\n\n');
    await flush();

    expect(heard.slice(1)).toEqual([{ kind: 'changed' }, { kind: 'changed' }]);
    expect(other.slice(1)).toEqual([{ kind: 'changed' }]);
    expect(trips.slice(1)).toEqual([{ kind: 'changed' }]);
  });

  it('closes the connection when the last subscriber leaves, and opens a new one for the next', async () => {
    const { api, listen } = rig();
    const first = listen();
    const second = listen();
    api.last.stream();
    await flush();
    first();
    expect(api.last.signal.aborted).toBe(false);
    second();
    expect(api.last.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2);
    expect(api.calls).toHaveLength(1);
    listen();
    expect(api.calls).toHaveLength(2);
    expect(api.last.headers['Last-Event-ID']).toBeUndefined();
  });
});

describe('HttpLiveUpdates: an answer after everyone left', () => {
  it('does not make the channel live: the next subscriber waits for its own stream', async () => {
    // A fetch whose answer was already on its way when the abort came.
    const answers: ((response: Response) => void)[] = [];
    const fetchLate = () => new Promise<Response>((resolve) => answers.push(resolve));
    const session = new LocalStorageSessionStore(new MemoryStorage());
    session.signIn(dana, 'tok-1');
    const live = new HttpLiveUpdates({
      baseUrl: BASE,
      session,
      timers: new RecordingTimers(),
      fetch: fetchLate,
    });
    const leave = live.subscribe({ kind: 'trips' }, () => undefined);
    leave();
    answers[0]?.(
      new Response(new ReadableStream(), {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    );
    await flush();
    expect(live.status(TOPIC)).toBe('connecting');
    live.subscribe({ kind: 'trips' }, () => undefined);
    expect(live.status(TOPIC)).toBe('connecting');
    expect(answers).toHaveLength(2);
  });
});

describe('HttpLiveUpdates: reconnecting', () => {
  it('tries again after a growing wait, asking for what it missed, and is live again', async () => {
    const { api, timers, heard, listen, live } = rig();
    listen();
    const stream = api.last.stream();
    await flush();
    stream.write('id: 41\nevent: bid.created\ndata: {"load_id": 10412, "bid_id": 1}\n\n');
    stream.write('id: 42\nevent: bid.created\ndata: {"load_id": 10412, "bid_id": 2}\n\n');
    await flush();
    stream.end();
    await flush();
    expect(live.status(TOPIC)).toBe('connecting');
    expect(heard.at(-1)).toEqual({ kind: 'status', status: 'connecting', was: 'live' });

    // With the jitter at its middle: 1.5 s, then 3 s, then 6 s.
    const retry = (n: number) =>
      timers.waits.filter((ms) => ms !== SILENT_LIMIT_MS && ms !== STEADY_MS)[n];
    expect(retry(0)).toBe(1_500);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
    expect(api.last.headers['Last-Event-ID']).toBe('42');

    api.last.status(503);
    await flush();
    expect(retry(1)).toBe(3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    api.last.fail();
    await flush();
    expect(retry(2)).toBe(6_000);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(api.calls).toHaveLength(4);
    expect(api.last.headers['Last-Event-ID']).toBe('42');

    api.last.stream();
    await flush();
    expect(live.status(TOPIC)).toBe('live');
    expect(heard.at(-1)).toEqual({ kind: 'status', status: 'live', was: 'connecting' });
  });

  it('keeps backing off from a server that drops each stream at once, and starts afresh after a steady one', async () => {
    const { api, timers, listen } = rig();
    listen();
    const retries = () => timers.waits.filter((ms) => ms !== SILENT_LIMIT_MS && ms !== STEADY_MS);
    for (const wait of [1_500, 3_000, 6_000]) {
      api.last.stream().end();
      await flush();
      expect(retries().at(-1)).toBe(wait);
      await vi.advanceTimersByTimeAsync(wait);
    }
    // This one stays up long enough to count: the next drop waits the shortest again.
    const steady = api.last.stream();
    await vi.advanceTimersByTimeAsync(STEADY_MS);
    steady.write(': ping\n\n');
    steady.end();
    await flush();
    expect(retries().at(-1)).toBe(1_500);
  });

  it('waits between 1 s and 30 s, never longer however often it fails', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      for (const r of [0, 0.3, 0.999999]) {
        const ms = retryDelayMs(attempt, () => r);
        expect(ms).toBeGreaterThanOrEqual(FIRST_RETRY_MS);
        expect(ms).toBeLessThanOrEqual(MAX_RETRY_MS);
      }
    }
    expect(retryDelayMs(0, () => 0)).toBe(1_000);
    expect(retryDelayMs(20, () => 0.999999)).toBe(30_000);
    // The jitter spreads clients: the same attempt, different waits.
    expect(retryDelayMs(3, () => 0)).not.toBe(retryDelayMs(3, () => 0.9));
  });

  it('replaces a connection silent for longer than the pings allow', async () => {
    const { api, listen } = rig(() => 0);
    listen();
    const stream = api.last.stream();
    await flush();
    await vi.advanceTimersByTimeAsync(SILENT_LIMIT_MS - 1);
    stream.write(': ping\n\n');
    await vi.advanceTimersByTimeAsync(SILENT_LIMIT_MS - 1);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(api.calls).toHaveLength(2);
  });
});

describe('HttpLiveUpdates: the API has no events, or refuses the token', () => {
  it.each([404, 405, 501])(
    'after %i it is unavailable and never asks again while the page is open',
    async (code) => {
      const { api, live, heard, listen } = rig();
      const leave = listen();
      api.last.status(code);
      await flush();
      expect(live.status(TOPIC)).toBe('unavailable');
      expect(heard).toEqual([{ kind: 'status', status: 'unavailable', was: 'connecting' }]);
      await vi.advanceTimersByTimeAsync(10 * MAX_RETRY_MS);
      leave();
      listen();
      expect(api.calls).toHaveLength(1);
    },
  );

  it('a 401 ends the session that sent the token, and nothing is asked again', async () => {
    const { api, session, listen } = rig();
    listen();
    api.last.status(401);
    await flush();
    expect(session.current().token).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * MAX_RETRY_MS);
    expect(api.calls).toHaveLength(1);
  });

  it('a sign-out ends the stream; a new sign-in opens it with the new token', async () => {
    const { api, session, listen } = rig(() => 0);
    listen();
    api.last.stream();
    await flush();
    session.signIn(dana, 'tok-2');
    await flush();
    expect(api.calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(api.calls).toHaveLength(2);
    expect(api.last.headers.Authorization).toBe('Bearer tok-2');
    expect(api.last.headers['Last-Event-ID']).toBeUndefined();
  });
});
