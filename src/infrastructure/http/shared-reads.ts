import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { LiveTopic } from '../../application/ports/live-updates.port';
import type { ReadSharing } from '../tabs/shared-live-updates';

/** A call whose answer other tabs listening to `topic` can use, and what names it. */
export interface SharedRead {
  readonly topic: LiveTopic;
  /** The call as sent: method, path, query and body. */
  readonly key: string;
}

const BIDS_PATH = /^\/loads\/(\d+)\/bids$/;

/**
 * The reads a screen repeats on its timer or on hints, and so the ones worth sharing between
 * tabs: a load's bids and its details (Select a Bid), and the trips (My Trips). Null for any other.
 */
export function sharedReadOf(request: InternalAxiosRequestConfig): SharedRead | null {
  const method = (request.method ?? 'get').toUpperCase();
  const url = request.url ?? '';
  const bids = BIDS_PATH.exec(url);
  if (method === 'GET' && bids) {
    return {
      topic: { kind: 'bids', loadId: Number(bids[1]) },
      key: `GET ${url}?${queryOf(request)}`,
    };
  }
  if (method === 'POST' && url === '/customer/loads/detail') {
    const form = request.data instanceof URLSearchParams ? request.data : null;
    const loadId = Number(form?.get('load_id'));
    if (!form || !Number.isInteger(loadId)) return null;
    return { topic: { kind: 'bids', loadId }, key: `POST ${url} ${form.toString()}` };
  }
  if (method === 'GET' && url === '/customer/my-trips') {
    return { topic: { kind: 'trips' }, key: `GET ${url}` };
  }
  return null;
}

/** The request's query as sent: its parameters with a value, in order. */
function queryOf(request: InternalAxiosRequestConfig): string {
  const params: unknown = request.params;
  const query = new URLSearchParams();
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) query.append(name, String(value));
    }
  }
  return query.toString();
}

/**
 * Makes `client` share its repeated reads with the browser's other tabs: a read another tab has
 * just made for this one (its answer kept by `sharing`) is answered from that, with no request;
 * any other is sent, and its raw answer handed on. A change sent from this tab drops what was
 * kept, so a read after it always asks the API.
 */
export function shareReads(client: AxiosInstance, sharing: ReadSharing): void {
  client.interceptors.request.use((request) => {
    const read = sharedReadOf(request);
    if (!read) {
      if ((request.method ?? 'get').toUpperCase() !== 'GET') forgetAround(request);
      return request;
    }
    const kept = sharing.take(read.key);
    // The adapter is the step that talks to the network: replacing it keeps every other step
    // (the answer's parsing, the checks of the client's interceptors) as for a real answer.
    if (kept) {
      request.adapter = (config) =>
        Promise.resolve({ data: kept.body, status: 200, statusText: 'OK', headers: {}, config });
      return request;
    }
    const network = axios.getAdapter(request.adapter ?? client.defaults.adapter, request);
    request.adapter = async (config) => {
      const id = sharing.started(read.topic);
      try {
        const response = await network(config);
        if (id) sharing.ended(id, read.topic, read.key, response.data);
        return response;
      } catch (error) {
        if (id) sharing.ended(id, read.topic, read.key, undefined);
        throw error;
      }
    };
    return request;
  });

  /**
   * A request other than a GET may change what the shared lists show (an accept, a reject, a
   * publish): the answers kept before it are dropped as it leaves, and those of reads begun while
   * it was on its way as its answer comes. The few POST reads are treated alike, which costs at
   * most one read from the API.
   */
  function forgetAround(request: InternalAxiosRequestConfig): void {
    sharing.forget();
    const network = axios.getAdapter(request.adapter ?? client.defaults.adapter, request);
    request.adapter = async (config) => {
      try {
        return await network(config);
      } finally {
        sharing.forget();
      }
    };
  }
}
