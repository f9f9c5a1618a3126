import type {
  LiveSignal,
  LiveStatus,
  LiveTopic,
  LiveUpdates,
} from '../../application/ports/live-updates.port';
import { LiveSubscribers } from '../live/live-subscribers';
import { watchDemoChanges } from './demo/demo-changes';
import type { DemoGateway } from './demo/demo-gateway';

/**
 * Live updates in demo mode: the demo marketplace runs in the page, so its changes (a simulated
 * driver's bid, another tab's accept) are heard as they happen and handed on as the API's events
 * would be. The channel is always open. The marketplace is watched only while someone listens.
 */
export class InMemoryLiveUpdates implements LiveUpdates {
  private readonly subscribers = new LiveSubscribers('live');
  private stopWatching: (() => void) | null = null;

  constructor(private readonly gateway: DemoGateway) {}

  status(topic: LiveTopic): LiveStatus {
    return this.subscribers.status(topic);
  }

  subscribe(topic: LiveTopic, listener: (signal: LiveSignal) => void): () => void {
    const unsubscribe = this.subscribers.add(topic, listener, () => {
      if (this.subscribers.size > 0) return;
      this.stopWatching?.();
      this.stopWatching = null;
    });
    this.stopWatching ??= watchDemoChanges(this.gateway.marketplace, (changes) => {
      for (const { event } of changes) this.subscribers.dispatch(event);
    });
    return unsubscribe;
  }
}
