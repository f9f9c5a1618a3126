import type { LoadId } from '../../../domain/load/load';
import {
  bringsChanges,
  readsOnChange,
  type LiveSignal,
  type LiveStatus,
  type LiveUpdates,
} from '../../../application/ports/live-updates.port';
import type { PageVisibility } from '../../../application/ports/page-visibility.port';
import type { Timers } from '../../../application/ports/timers.port';
import { LivePause } from '../../async/live-pause';
import { LIVE_READ_GAP_MS } from '../../async/live-refresh';
import { ReadThrottle } from '../../async/read-throttle';
import { RefreshTimer } from '../../async/refresh-timer';

/** The bids are read again this often while the page is visible and no live channel is open (decision Q20). */
export const BIDS_REFRESH_MS = 30_000;

/** However many live hints come, the bids are read at most once in this long, as other lists are. */
export const HINT_READ_GAP_MS = LIVE_READ_GAP_MS;

export interface BidRefreshesDeps {
  readonly live: LiveUpdates;
  readonly timers: Timers;
  readonly visibility: PageVisibility;
  /** Reads the bids and the Job Summary again. */
  readonly read: () => void;
  /** Whether the screen shows: only then does the 30 s refresh run. */
  readonly showing: () => boolean;
}

/**
 * When Select a Bid reads its load again. While changes come by themselves (the stream is open, or
 * another tab reads this load on its timer and hands it on), the load's bids are read again on
 * each hint (at most once a second) and once each time the stream opens or this tab takes the
 * timed reads over. Otherwise (an API with no events, or before it connects), everything is read
 * again every 30 s while the page is visible, at once when it shows again, and every 60 s while
 * hidden with alerts on.
 *
 * Not the shared LiveRefresh: that hears one topic for its life and polls only while it listens,
 * whereas here the topic follows the load chosen in the address, and the refresh runs with none.
 */
export class BidRefreshes {
  /** 'Live updates paused. Reconnecting…' once the channel has been down for 30 s. */
  readonly pause: LivePause;
  private readonly refresher: RefreshTimer;
  private readonly hintReads: ReadThrottle;
  private stopListening: (() => void) | null = null;
  private loadId: LoadId | null = null;

  constructor(private readonly deps: BidRefreshesDeps) {
    this.refresher = new RefreshTimer({
      timers: deps.timers,
      visibility: deps.visibility,
      everyMs: BIDS_REFRESH_MS,
      tick: deps.read,
    });
    this.pause = new LivePause(deps.timers);
    this.hintReads = new ReadThrottle(deps.timers, HINT_READ_GAP_MS, deps.read);
  }

  /** Hears the live hints of `loadId`'s bids (none without a load), and polls while it must. */
  listenTo(loadId: LoadId | null): void {
    // The new load is heard before the last one is let go: with no one listening for a moment,
    // the channel would close and open again, and its place in the browser's tabs pass on.
    const stopLast = this.stopListening;
    this.loadId = loadId;
    this.stopListening =
      loadId === null ? null : this.deps.live.subscribe({ kind: 'bids', loadId }, this.heard);
    stopLast?.();
    if (this.stopListening) this.pause.follow(this.status());
    else this.pause.stop();
    this.pollUnlessLive();
  }

  /** The bids were just read: a hint waits its gap. */
  ran(): void {
    // Only while hints come does a read hold the next one back.
    if (bringsChanges(this.status())) this.hintReads.ran();
  }

  /** Another load was chosen: a read asked for by a hint of the last one is not made. */
  cancelHintRead(): void {
    this.hintReads.cancel();
  }

  /** Reads every `ms` while the page is hidden too (for the new-bid alerts); null stops that. */
  setHiddenInterval(ms: number | null): void {
    this.refresher.setHiddenInterval(ms);
  }

  /** The screen was left: no hints, no notice, no read waiting, no refresh. */
  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
    this.loadId = null;
    this.pause.stop();
    this.hintReads.cancel();
    this.refresher.stop();
  }

  private readonly heard = (signal: LiveSignal): void => {
    if (signal.kind === 'status') this.pause.follow(signal.status);
    if (signal.kind === 'changed' || readsOnChange(signal.was, signal.status)) {
      this.hintReads.request();
    }
    this.pollUnlessLive();
  };

  /** How the open load's bid changes come now; with no load, nothing brings them. */
  private status(): LiveStatus {
    return this.loadId === null
      ? 'connecting'
      : this.deps.live.status({ kind: 'bids', loadId: this.loadId });
  }

  /** The 30 s refresh runs only while changes do not come by themselves. */
  private pollUnlessLive(): void {
    const { showing } = this.deps;
    if (showing() && bringsChanges(this.status()) && this.stopListening) this.refresher.stop();
    else if (showing()) this.refresher.start();
  }
}
