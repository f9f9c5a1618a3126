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
    const query = new URLSearchParams(request.params as Record<string, string>).toString();
    return { topic: { kind: 'bids', loadId: Number(bids[1]) }, key: `GET ${url}?${query}` };
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
      if ((request.method ?? 'get').toUpperCase() !== 'GET') sharing.forget();
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
}
