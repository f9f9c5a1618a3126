import { makeAutoObservable } from 'mobx';
import type { Bid } from '../../../domain/bid/bid';
import { sortBids } from '../../../domain/bid/bid-list';
import { formatMoney } from '../../../domain/shared/money';
import type { BidAlertSetting } from '../../../application/ports/bid-alert-setting.port';
import type {
  AlertPermission,
  BidNotice,
  BidNotifier,
} from '../../../application/ports/bid-notifier.port';
import type { PageVisibility } from '../../../application/ports/page-visibility.port';

/** While alerts are on and the page is hidden, the bids are still read this often. */
export const HIDDEN_REFRESH_MS = 60_000;
export const NOTIFICATIONS_BLOCKED = 'Notifications are blocked in your browser settings.';
export const NOTIFICATIONS_UNSUPPORTED = 'This browser cannot show notifications.';

export interface NewBidAlertsDeps {
  readonly notifier: BidNotifier;
  readonly setting: BidAlertSetting;
  /** Whose choice it is (the signed-in user's key); null signed out. */
  readonly owner: () => string | null;
  readonly visibility: PageVisibility;
  /** Reads the bids every `ms` while the page is hidden too; null: not while hidden. */
  readonly setHiddenRefresh: (ms: number | null) => void;
}

/** 'New bid on BH-10412' / 'Swift Haulage: £245.00'. */
export function bidNotice(bid: Bid, loadNo: string | null): BidNotice {
  return {
    title: `New bid on ${loadNo || 'your job'}`,
    body: `${bid.bidder.name}: ${formatMoney(bid.amount, bid.currencySymbol)}`,
    tag: `bidhaul-bid-${bid.id ?? bid.bidder.name}`,
  };
}

/**
 * 'Notify me of new bids': the browser is asked for its permission only when the shipper switches
 * this on. While on and the page is hidden, the bids are read every 60 s and each bid that arrives
 * raises one notification; off, the refresh is as it always was (every 30 s, only while visible).
 * The choice is remembered per user; refused permission keeps it off.
 */
export class NewBidAlerts {
  on = false;
  permission: AlertPermission = 'default';
  /** The browser's permission prompt is open. */
  asking = false;
  private closers: (() => void)[] = [];

  constructor(private readonly deps: NewBidAlertsDeps) {
    makeAutoObservable<this, 'deps' | 'closers'>(
      this,
      { deps: false, closers: false },
      { autoBind: true },
    );
  }

  /** The screen shows: the user's remembered choice, if the browser still allows notifications. */
  start(): void {
    this.permission = this.deps.notifier.permission();
    const owner = this.deps.owner();
    this.apply(owner !== null && this.permission === 'granted' && this.deps.setting.isOn(owner));
  }

  /** Why the switch cannot be on; null when it can. */
  get blockedText(): string | null {
    if (this.permission === 'denied') return NOTIFICATIONS_BLOCKED;
    if (this.permission === 'unsupported') return NOTIFICATIONS_UNSUPPORTED;
    return null;
  }

  /** The switch. Switching on asks for the permission when the browser has not been asked yet. */
  setOn(wanted: boolean): Promise<void> {
    if (!wanted) {
      this.choose(false);
      return Promise.resolve();
    }
    const permission = this.deps.notifier.permission();
    if (permission !== 'default') {
      this.answered(permission);
      return Promise.resolve();
    }
    if (this.asking) return Promise.resolve();
    this.asking = true;
    return this.deps.notifier
      .requestPermission()
      .then(this.answered, () => this.answered(this.deps.notifier.permission()));
  }

  /** Bids arrived: while on and the page is hidden, one notification for each, oldest first. */
  announce(arrivals: readonly Bid[], loadNo: string | null): void {
    if (!this.on || this.deps.visibility.isVisible()) return;
    if (this.deps.notifier.permission() !== 'granted') return;
    for (const bid of sortBids(arrivals, 'newest').reverse()) {
      this.closers.push(this.deps.notifier.show(bidNotice(bid, loadNo)));
    }
  }

  /**
   * The shipper left the load's bids: its notifications go too, since a click on one could no
   * longer bring those bids to the front.
   */
  dismiss(): void {
    const closers = this.closers;
    this.closers = [];
    closers.forEach((close) => close());
  }

  private answered(permission: AlertPermission): void {
    this.asking = false;
    this.permission = permission;
    this.choose(permission === 'granted');
  }

  private choose(on: boolean): void {
    const owner = this.deps.owner();
    if (owner !== null) this.deps.setting.set(owner, on);
    this.apply(on);
  }

  private apply(on: boolean): void {
    this.on = on;
    this.deps.setHiddenRefresh(on ? HIDDEN_REFRESH_MS : null);
  }
}
