import { describe, expect, it } from 'vitest';
import type { RunningLocalApi } from '../../local-api/start-local-api';
import { BUSY_LOAD_NO } from '../../src/infrastructure/memory/demo/demo-seed';
import { dev } from '../support/local-api';
import { call, demoServerPerTest, signInDemo } from './local-api-fixture';

const start = demoServerPerTest();

/** An open event stream: what it has sent, and whether the server has ended it. */
async function openEvents(api: RunningLocalApi, token: string, lastEventId?: number) {
  const response = await fetch(`${api.apiBaseUrl}/customer/events`, {
    headers: {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
      ...(lastEventId === undefined ? {} : { 'Last-Event-ID': String(lastEventId) }),
    },
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  // Read until the server ends the response: cleanly, or by dropping the connection.
  const ended = (async () => {
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // A dropped connection ends the stream too.
    }
    return text;
  })();
  return {
    ended,
    until: async (pattern: RegExp) => {
      await expect.poll(() => text, { timeout: 2_000 }).toMatch(pattern);
      return text;
    },
    cancel: () => reader.cancel(),
  };
}

const eventIds = (text: string) => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));

describe('local API: restart', () => {
  it('ends every open stream, listens again on the same ports and keeps its data', async () => {
    const api = await start();
    const token = await signInDemo(api);
    const loadId = api.context.marketplace.read(
      (state) => state.loads.find((l) => l.loadNo === BUSY_LOAD_NO)?.id ?? 0,
    );
    const fileId = api.context.files.put('data:text/plain;base64,aGk=');
    const stream = await openEvents(api, token);
    await stream.until(/: connected/);
    const before = await dev<{ data: { id: number } }>(api, 'bids', {
      load_id: loadId,
      amount: 111,
    });
    const [firstId] = eventIds(await stream.until(/event: bid\.created/));

    await api.restart();

    const ended = await Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(resolve, 2_000, 'still open')),
    ]);
    expect(ended, 'the stream opened before the restart').toBe('ended');

    // The same token, bid and file, answered on the ports of before.
    const bids = await call(api, 'GET', `/loads/${loadId}/bids?per_page=100`, { token });
    expect(bids.status).toBe(200);
    expect(JSON.stringify(bids.body)).toContain(`"id":${before.body.data.id}`);
    const file = await fetch(`${api.filesOrigin}/files/${fileId}/hi.txt`);
    expect(await file.text()).toBe('hi');

    // The stream serves again, its ids going on from before: Last-Event-ID still means the same.
    await dev(api, 'bids', { load_id: loadId, amount: 222 });
    const again = await openEvents(api, token, firstId);
    const replayed = eventIds(await again.until(/event: bid\.created/));
    expect(replayed).toHaveLength(1);
    expect(replayed[0]).toBeGreaterThan(firstId ?? Infinity);
    await again.cancel();
  });

  it('answers 404 for the stream again after a restart with --no-events', async () => {
    const api = await start({ events: false });
    const token = await signInDemo(api);
    await api.restart();
    expect((await call(api, 'GET', '/customer/events', { token })).status).toBe(404);
    expect((await call(api, 'GET', '/customer/dashboard', { token })).status).toBe(200);
  });
});
