import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import type { LiveTopic } from '../../../src/application/ports/live-updates.port';
import { formBody } from '../../../src/infrastructure/http/http-client';
import { sharedReadOf, shareReads } from '../../../src/infrastructure/http/shared-reads';
import type { ReadSharing } from '../../../src/infrastructure/tabs/shared-live-updates';

/** The other tabs, as the client sees them: what they kept for it, and what it told them. */
class FakeSharing implements ReadSharing {
  readonly kept = new Map<string, unknown>();
  readonly told: Array<{ topic: LiveTopic; key: string; body: unknown }> = [];
  forgotten = 0;

  take(key: string) {
    if (!this.kept.has(key)) return undefined;
    const body = this.kept.get(key);
    this.kept.delete(key);
    return { body };
  }

  started(): string {
    return 'read-1';
  }

  ended(_id: string, topic: LiveTopic, key: string, body: unknown): void {
    this.told.push({ topic, key, body });
  }

  forget(): void {
    this.forgotten += 1;
    this.kept.clear();
  }
}

/** A client whose network is a function the test writes; it counts the requests sent. */
function rig(answer: (config: InternalAxiosRequestConfig) => { status: number; data: string }) {
  const sent: string[] = [];
  const network: AxiosAdapter = (config) => {
    sent.push(`${config.method?.toUpperCase()} ${config.url}`);
    const { status, data } = answer(config);
    const response = { data, status, statusText: '', headers: {}, config };
    return status < 300
      ? Promise.resolve(response)
      : Promise.reject(new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response));
  };
  const client = axios.create({ adapter: network });
  const sharing = new FakeSharing();
  shareReads(client, sharing);
  return { client, sharing, sent };
}

describe('sharedReadOf', () => {
  const request = (over: Partial<InternalAxiosRequestConfig>) =>
    ({ method: 'get', headers: new axios.AxiosHeaders(), ...over }) as InternalAxiosRequestConfig;

  it("names a load's bids, its details and the trips by their topic", () => {
    expect(
      sharedReadOf(request({ url: '/loads/7/bids', params: { per_page: 10, page: 1 } })),
    ).toEqual({
      topic: { kind: 'bids', loadId: 7 },
      key: 'GET /loads/7/bids?per_page=10&page=1',
    });
    expect(
      sharedReadOf(
        request({ method: 'post', url: '/customer/loads/detail', data: formBody({ load_id: 7 }) }),
      ),
    ).toEqual({ topic: { kind: 'bids', loadId: 7 }, key: 'POST /customer/loads/detail load_id=7' });
    expect(sharedReadOf(request({ url: '/customer/my-trips' }))?.topic).toEqual({ kind: 'trips' });
  });

  it('shares no other call', () => {
    expect(sharedReadOf(request({ url: '/customer/profile/detail' }))).toBeNull();
    expect(sharedReadOf(request({ method: 'post', url: '/loads/7/bids' }))).toBeNull();
  });
});

describe('shareReads', () => {
  it('answers a read from what another tab kept for it, with no request, parsed as usual', async () => {
    const { client, sharing, sent } = rig(() => ({ status: 200, data: '{"data":["api"]}' }));
    sharing.kept.set('GET /customer/my-trips', '{"data":["kept"]}');
    const first = await client.get('/customer/my-trips');
    expect(first.data).toEqual({ data: ['kept'] });
    expect(sent).toEqual([]);
    expect(sharing.told, 'an answer from another tab is not handed on again').toEqual([]);

    const second = await client.get('/customer/my-trips');
    expect(second.data, 'a kept answer serves one read').toEqual({ data: ['api'] });
    expect(sent).toEqual(['GET /customer/my-trips']);
  });

  it("hands on the API's raw answer, or that the read failed", async () => {
    let status = 200;
    const { client, sharing } = rig(() => ({ status, data: '{"data":[]}' }));
    await client.get('/loads/7/bids', { params: { page: 2 } });
    expect(sharing.told).toEqual([
      { topic: { kind: 'bids', loadId: 7 }, key: 'GET /loads/7/bids?page=2', body: '{"data":[]}' },
    ]);
    status = 500;
    await expect(client.get('/loads/7/bids', { params: { page: 2 } })).rejects.toThrow();
    expect(sharing.told.at(-1)?.body).toBeUndefined();
  });

  it('drops what was kept as this tab sends a change, and again as its answer comes', async () => {
    let forgottenWhenSent = 0;
    const { client, sharing, sent } = rig(() => {
      forgottenWhenSent = sharing.forgotten;
      return { status: 200, data: '{}' };
    });
    sharing.kept.set('GET /loads/7/bids?', '{"data":["before the accept"]}');
    await client.post('/customer/bids/accept', formBody({ bid_id: 3 }));
    expect(forgottenWhenSent).toBe(1);
    expect(sharing.forgotten).toBe(2);
    await client.get('/loads/7/bids');
    expect(sent).toEqual(['POST /customer/bids/accept', 'GET /loads/7/bids']);
  });

  it('names a query by the parameters that have a value', () => {
    const request = {
      method: 'get',
      url: '/loads/7/bids',
      params: { per_page: 10, page: undefined },
      headers: new axios.AxiosHeaders(),
    } as InternalAxiosRequestConfig;
    expect(sharedReadOf(request)?.key).toBe('GET /loads/7/bids?per_page=10');
  });

  it('tells the other tabs nothing of calls it does not share', async () => {
    const { client, sharing } = rig(() => ({ status: 200, data: '{}' }));
    await client.get('/customer/profile/detail');
    expect(sharing.told).toEqual([]);
    expect(sharing.forgotten).toBe(0);
  });
});
