import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningLocalApi } from '../../local-api/start-local-api';
import { PING_MS, STREAM_LIMITS } from '../../local-api/events/event-hub';
import { placeBid } from '../../src/infrastructure/memory/demo/demo-bid-arrivals';
import { BUSY_LOAD_NO, DEMO_CUSTOMER } from '../../src/infrastructure/memory/demo/demo-seed';
import { dev, outboxCodeFor, outboxResetTokenFor } from '../support/local-api';
import { call, demoServerPerTest, loadForm, signInDemo, signUpAt } from './local-api-fixture';

const start = demoServerPerTest();

/** An open event stream, read as text as it arrives. */
interface OpenStream {
  readonly status: number;
  readonly type: string | null;
  /** Waits until the text received so far matches `pattern`; returns all of it. */
  until(pattern: RegExp | ((text: string) => boolean)): Promise<string>;
  /** Waits until `count` events have come; returns all the text. */
  untilEvents(count: number): Promise<string>;
  /** Reads until the server ends the stream; returns all the text, or fails after 2 s. */
  ended(): Promise<string>;
  close(): void;
}

const streams: OpenStream[] = [];
afterEach(() => streams.splice(0).forEach((s) => s.close()));

async function openEvents(
  api: RunningLocalApi,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${api.apiBaseUrl}/customer/events`, {
    headers: { Accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const stream: OpenStream = {
    status: response.status,
    type: response.headers.get('content-type'),
    async until(pattern) {
      const done = typeof pattern === 'function' ? pattern : (t: string) => pattern.test(t);
      while (!done(text)) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error(`the stream ended after: ${text}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
    untilEvents: (count) => stream.until((t) => eventsIn(t).length >= count),
    async ended() {
      const timeout = setTimeout(() => controller.abort(), 2_000);
      try {
        for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
          text += decoder.decode(chunk.value, { stream: true });
        }
      } catch {
        // A connection the server dropped has ended too; one cut by the timeout has not.
        if (controller.signal.aborted) {
          throw new Error(`the stream was still open after 2 s, having sent: ${text}`);
        }
      } finally {
        clearTimeout(timeout);
      }
      return text;
    },
    close: () => controller.abort(),
  };
  streams.push(stream);
  return stream;
}

/** The demo customer's busy load's id. */
async function busyLoadId(api: RunningLocalApi): Promise<number> {
  return api.context.marketplace.read(
    (state) => state.loads.find((l) => l.loadNo === BUSY_LOAD_NO)?.id ?? 0,
  );
}

/** The numbered events in a stream's text. */
function eventsIn(text: string): { id: number; type: string; data: unknown }[] {
  return [...text.matchAll(/id: (\d+)\nevent: (\S+)\ndata: (.*)\n\n/g)].map((m) => ({
    id: Number(m[1]),
    type: m[2] ?? '',
    data: JSON.parse(m[3] ?? 'null') as unknown,
  }));
}

describe('local API: GET /customer/events', () => {
  it('streams a bid placed through /__dev/bids as bid.created, to its owner only', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const { body: other } = await call<{ access_token: string }>(api, 'POST', '/signin', {
      body: { email: 'other@shipper.test', password: DEMO_CUSTOMER.password },
    });
    const mine = await openEvents(api, { Authorization: `Bearer ${token}` });
    const theirs = await openEvents(api, { Authorization: `Bearer ${other.access_token}` });
    expect(mine.status).toBe(200);
    expect(mine.type).toMatch(/^text\/event-stream/);
    await mine.until(/: connected/);
    await theirs.until(/: connected/);

    const loadId = await busyLoadId(api);
    const placed = await dev<{ data: { id: number; load_id: number; amount: number } }>(
      api,
      'bids',
      { load_id: loadId, amount: 187.5 },
    );
    expect(placed).toMatchObject({
      status: 201,
      body: { data: { load_id: loadId, amount: 187.5 } },
    });
    const text = await mine.until(/event: bid\.created/);
    expect(eventsIn(text)).toEqual([
      {
        id: expect.any(Number) as number,
        type: 'bid.created',
        data: { load_id: loadId, bid_id: placed.body.data.id },
      },
    ]);
    // The bid is there for the portal's usual read.
    const { body } = await call<{ data: { data: { id: number }[] } }>(
      api,
      'GET',
      `/loads/${loadId}/bids?per_page=100`,
      { token },
    );
    expect(JSON.stringify(body)).toContain(`"id":${placed.body.data.id}`);

    // Omar's stream heard nothing of Dana's load: another event of his own comes first.
    const hisLoad = api.context.marketplace.read(
      (state) => state.loads.find((l) => l.ownerId === 2 && l.status === 'pending')?.id ?? 0,
    );
    await dev(api, 'bids', { load_id: hisLoad, amount: 90 });
    const his = eventsIn(await theirs.until(/event: bid\.created/));
    expect(his.map((e) => e.data)).toEqual([
      { load_id: hisLoad, bid_id: expect.any(Number) as number },
    ]);
  });

  it('numbers events in order and replays those after Last-Event-ID', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const loadId = await busyLoadId(api);
    const first = await openEvents(api, { Authorization: `Bearer ${token}` });
    await first.until(/: connected/);
    for (const amount of [101, 102, 103]) await dev(api, 'bids', { load_id: loadId, amount });
    const seen = eventsIn(await first.untilEvents(3));
    const ids = seen.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(3);
    first.close();

    const again = await openEvents(api, {
      Authorization: `Bearer ${token}`,
      'Last-Event-ID': String(ids[0]),
    });
    const replayed = eventsIn(await again.untilEvents(2));
    expect(replayed.map((e) => e.id)).toEqual(ids.slice(1));
  });

  it('streams trip.updated with the trip (its load) when an accepted bid makes one', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const loadId = await busyLoadId(api);
    const stream = await openEvents(api, { Authorization: `Bearer ${token}` });
    await stream.until(/: connected/);
    const bidId = api.context.marketplace.read(
      (state) => state.bids.find((b) => b.loadId === loadId && b.status === 'pending')?.id ?? 0,
    );
    const accepted = await call(api, 'POST', `/bids/${bidId}/accept`, {
      token,
      body: { note: 'Proceed' },
    });
    expect(accepted.status).toBe(200);
    const events = eventsIn(await stream.until(/event: trip\.updated/));
    expect(events.filter((e) => e.type === 'trip.updated').map((e) => e.data)).toEqual([
      { trip_id: loadId },
    ]);
  });

  it('pings every 20 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const api = await start();
      const stream = await openEvents(api, { Authorization: `Bearer ${await signInDemo(api)}` });
      await stream.until(/: connected/);
      vi.advanceTimersByTime(PING_MS - 1);
      vi.advanceTimersByTime(1);
      expect(await stream.until(/: ping/)).toBe(': connected\n\n: ping\n\n');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 401 without a valid token, and 404 with --no-events', async () => {
    const api = await start();
    const anonymous = await call(api, 'GET', '/customer/events');
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });

    const quiet = await start({ events: false });
    const token = await signInDemo(quiet);
    expect((await call(quiet, 'GET', '/customer/events', { token })).status).toBe(404);
  });

  it('lets the portal send Last-Event-ID across origins', async () => {
    const api = await start();
    const response = await fetch(`${api.apiBaseUrl}/customer/events`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,last-event-id',
      },
    });
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Last-Event-ID/i);
  });
});

/** Dana's password reset through the e-mailed link, as the portal makes it. */
async function resetDemoPassword(api: RunningLocalApi): Promise<void> {
  await call(api, 'POST', '/forgot-password', {
    body: new URLSearchParams({ email: DEMO_CUSTOMER.email, role_id: '5', base_url: '' }),
  });
  const reset = await call(api, 'POST', '/reset-password', {
    body: {
      token: await outboxResetTokenFor(api, DEMO_CUSTOMER.email),
      email: DEMO_CUSTOMER.email,
      password: 'NewPass99',
      password_confirmation: 'NewPass99',
    },
  });
  expect(reset.status).toBe(200);
}

describe('local API: a stream lasts as long as its token', () => {
  it("ends when a password reset revokes the token; another customer's stream goes on", async () => {
    const api = await start();
    const mine = await openEvents(api, { Authorization: `Bearer ${await signInDemo(api)}` });
    const { body: other } = await call<{ access_token: string }>(api, 'POST', '/signin', {
      body: { email: 'other@shipper.test', password: DEMO_CUSTOMER.password },
    });
    const theirs = await openEvents(api, { Authorization: `Bearer ${other.access_token}` });
    await mine.until(/: connected/);
    await theirs.until(/: connected/);

    await resetDemoPassword(api);
    await dev(api, 'bids', { load_id: await busyLoadId(api), amount: 150 });
    expect(eventsIn(await mine.ended())).toEqual([]);

    const hisLoad = api.context.marketplace.read(
      (state) => state.loads.find((l) => l.ownerId === 2 && l.status === 'pending')?.id ?? 0,
    );
    await dev(api, 'bids', { load_id: hisLoad, amount: 90 });
    expect(await theirs.until(/event: bid\.created/)).toContain(`"load_id":${hisLoad}`);
  });

  it('ends at the first change after the token expires, before its events', async () => {
    let wall = Date.now();
    const api = await start({}, () => wall);
    const stream = await openEvents(api, { Authorization: `Bearer ${await signInDemo(api)}` });
    await stream.until(/: connected/);
    wall += 12 * 3600_000;
    await dev(api, 'bids', { load_id: await busyLoadId(api), amount: 150 });
    expect(await stream.ended()).toBe(': connected\n\n');
  });

  it('ends a quiet stream at its next ping once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let wall = Date.now();
      const api = await start({}, () => wall);
      const stream = await openEvents(api, { Authorization: `Bearer ${await signInDemo(api)}` });
      await stream.until(/: connected/);
      wall += 12 * 3600_000;
      vi.advanceTimersByTime(PING_MS);
      expect(await stream.ended()).toBe(': connected\n\n');
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A customer of their own, signed up and verified through the API; their bearer token. */
async function newCustomer(api: RunningLocalApi, email: string): Promise<string> {
  expect((await call(api, 'POST', '/signup', { body: signUpAt(email) })).status).toBe(200);
  const { body } = await call<{ access_token: string }>(api, 'POST', '/email/verify-otp', {
    body: { email, otp: await outboxCodeFor(api, email) },
  });
  return body.access_token;
}

const userIdOf = (api: RunningLocalApi, email: string) =>
  api.context.marketplace.read((state) => state.users.find((u) => u.email === email)?.id);

describe('local API: POST /__dev/reset ends every stream', () => {
  it("a new account given an old account's id hears nothing of it, nor it of them", async () => {
    const api = await start();
    const sam = await newCustomer(api, 'sam@carter.test');
    const samsStream = await openEvents(api, { Authorization: `Bearer ${sam}` });
    await samsStream.until(/: connected/);
    const samsLoad = await call(api, 'POST', '/customer/loads/store', {
      token: sam,
      body: loadForm(),
    });
    expect(samsLoad.status).toBe(200);
    const [samsFirst] = eventsIn(await samsStream.untilEvents(1));
    const samsId = userIdOf(api, 'sam@carter.test');

    expect((await dev(api, 'reset', {})).status).toBe(204);
    // Sam's stream is over before anyone can be given Sam's id.
    await samsStream.ended();

    // The seed gives out ids again: Kim gets the id that was Sam's.
    const kim = await newCustomer(api, 'kim@carter.test');
    expect(userIdOf(api, 'kim@carter.test')).toBe(samsId);
    const kimsStream = await openEvents(api, {
      Authorization: `Bearer ${kim}`,
      'Last-Event-ID': '0',
    });
    await kimsStream.until(/: connected/);
    expect(
      (await call(api, 'POST', '/customer/loads/store', { token: kim, body: loadForm() })).status,
    ).toBe(200);
    // Kim's stream replays none of Sam's events: the first is Kim's load.
    const [kimsFirst] = eventsIn(await kimsStream.untilEvents(1));
    expect(kimsFirst?.id).toBeGreaterThan(samsFirst?.id ?? Infinity);
  });
});

describe('local API: limits on streams', () => {
  it('opens at most 5 streams per token: 429 beyond, until one of them closes', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const five = await Promise.all(
      Array.from({ length: STREAM_LIMITS.perToken }, () =>
        openEvents(api, { Authorization: `Bearer ${token}` }),
      ),
    );
    expect(five.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await call(api, 'GET', '/customer/events', { token });
    expect(sixth).toMatchObject({
      status: 429,
      body: { message: 'At most 5 event streams can be open per session.' },
    });
    // Another sign-in is another session.
    expect(
      (await openEvents(api, { Authorization: `Bearer ${await signInDemo(api)}` })).status,
    ).toBe(200);
    five[0]?.close();
    await expect
      .poll(async () => (await openEvents(api, { Authorization: `Bearer ${token}` })).status)
      .toBe(200);
  });

  it('opens at most 100 streams in all: 429 beyond', async () => {
    const api = await start();
    const tokens = await Promise.all(
      Array.from({ length: STREAM_LIMITS.total / STREAM_LIMITS.perToken + 1 }, () =>
        signInDemo(api),
      ),
    );
    const last = tokens.pop() ?? '';
    const opened = await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: STREAM_LIMITS.perToken }, () =>
          openEvents(api, { Authorization: `Bearer ${token}` }),
        ),
      ),
    );
    expect(opened.filter((s) => s.status === 200)).toHaveLength(100);
    expect(await call(api, 'GET', '/customer/events', { token: last })).toMatchObject({
      status: 429,
      body: { message: 'The server has too many event streams open. Try again later.' },
    });
  }, 30_000);

  it('drops a client that stops reading once more than 1 MB waits for it', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const hub = api.context.events;
    if (!hub) throw new Error('the server has events');
    const stalled = hub.open(token, null);
    const loadId = await busyLoadId(api);
    /** A burst of `count` new bids on Dana's load: one `bid.created` of about 70 bytes each. */
    const burst = (count: number) =>
      api.context.marketplace.transact((state) => {
        const load = state.loads.find((l) => l.id === loadId);
        if (!load) throw new Error('no busy load');
        for (let i = 0; i < count; i++) {
          placeBid(state, load, {
            carrierId: 1,
            amount: 100,
            note: null,
            at: '2026-01-01T00:00:00Z',
          });
        }
      });
    burst(12_000);
    await expect
      .poll(() => stalled.writableLength + stalled.readableLength)
      .toBeGreaterThan(800_000);
    expect(stalled.destroyed).toBe(false);
    burst(4_000);
    await expect.poll(() => stalled.destroyed).toBe(true);
    // The server forgot it: the token can open its five streams again.
    const again = await Promise.all(
      Array.from({ length: STREAM_LIMITS.perToken }, () =>
        openEvents(api, { Authorization: `Bearer ${token}` }),
      ),
    );
    expect(again.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('local API: POST /__dev/bids', () => {
  it('refuses what is not a bid on an open load', async () => {
    const api = await start();
    const loadId = await busyLoadId(api);
    expect((await dev(api, 'bids', { load_id: loadId, amount: -4 })).status).toBe(422);
    expect((await dev(api, 'bids', { load_id: 'x', amount: 40 })).status).toBe(422);
    expect((await dev(api, 'bids', { load_id: 999_999, amount: 40 })).status).toBe(404);
    const closed = api.context.marketplace.read(
      (state) => state.loads.find((l) => l.status !== 'pending')?.id ?? 0,
    );
    expect((await dev(api, 'bids', { load_id: closed, amount: 40 })).status).toBe(409);
  });

  it('needs the dev header, as every dev route does', async () => {
    const api = await start();
    const response = await fetch(`${api.origin}/__dev/bids`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ load_id: await busyLoadId(api), amount: 40 }),
    });
    expect(response.status).toBe(403);
  });
});
