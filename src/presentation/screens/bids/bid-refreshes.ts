import type { LoadId } from '../../../domain/load/load';
import type { LiveSignal, LiveUpdates } from '../../../application/ports/live-updates.port';
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
 * When Select a Bid reads its load again. While the live channel is open, the load's bids are read
 * again when it hints at a change (at most once a second) and once each time it opens. Without it
 * (an API with no events, or before it connects), everything is read again every 30 s while the
 * page is visible, at once when it shows again, and every 60 s while hidden with alerts on.
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
    this.stopListening?.();
    this.stopListening =
      loadId === null ? null : this.deps.live.subscribe({ kind: 'bids', loadId }, this.heard);
    if (this.stopListening) this.pause.follow(this.deps.live.status());
    else this.pause.stop();
    this.pollUnlessLive();
  }

  /** The bids were just read: a hint waits its gap. */
  ran(): void {
    // Hints come only over an open channel: only then does a read hold the next one back.
    if (this.deps.live.status() === 'live') this.hintReads.ran();
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
    this.pause.stop();
    this.hintReads.cancel();
    this.refresher.stop();
  }

  private readonly heard = (signal: LiveSignal): void => {
    if (signal.kind === 'status') this.pause.follow(signal.status);
    // A channel that (re)opens may have missed changes while it was down: read once more.
    if (signal.kind === 'changed' || signal.status === 'live') this.hintReads.request();
    this.pollUnlessLive();
  };

  /** The 30 s refresh runs only while no live channel brings the changes. */
  private pollUnlessLive(): void {
    const { live, showing } = this.deps;
    if (showing() && live.status() === 'live' && this.stopListening) this.refresher.stop();
    else if (showing()) this.refresher.start();
  }
}
