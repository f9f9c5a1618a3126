import type {
  LiveSignal,
  LiveStatus,
  LiveTopic,
  LiveUpdates,
} from '../../application/ports/live-updates.port';
import { LiveSubscribers } from '../live/live-subscribers';
import { HttpEventStream, type HttpEventStreamDeps } from './http-event-stream';

/**
 * Live updates over the API's event stream for this page alone: one connection shared by every
 * subscriber, opened on the first subscription and closed when the last one leaves. Used where
 * the browser cannot share one connection between its tabs (no Web Locks or BroadcastChannel).
 */
export class HttpLiveUpdates implements LiveUpdates {
  private readonly subscribers = new LiveSubscribers();
  private readonly stream: HttpEventStream;

  constructor(deps: HttpEventStreamDeps) {
    this.stream = new HttpEventStream(deps, {
      event: (event) => this.subscribers.dispatch(event),
      status: (status) => this.subscribers.setStatus(status),
    });
  }

  status(topic: LiveTopic): LiveStatus {
    return this.subscribers.status(topic);
  }

  subscribe(topic: LiveTopic, listener: (signal: LiveSignal) => void): () => void {
    const unsubscribe = this.subscribers.add(topic, listener, () => {
      if (this.subscribers.size === 0) this.stream.stop();
    });
    this.stream.start();
    return unsubscribe;
  }
}
