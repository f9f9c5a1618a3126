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
import type { SessionStore } from '../../../application/ports/session-store.port';
import { userKey } from '../../../domain/auth/user';

/** While alerts are on and the page is hidden, the bids are still read this often. */
export const HIDDEN_REFRESH_MS = 60_000;
export const NOTIFICATIONS_BLOCKED = 'Notifications are blocked in your browser settings.';
export const NOTIFICATIONS_UNSUPPORTED = 'This browser cannot show notifications.';

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
 * this on. While on and the page is hidden, each bid that arrives raises one notification (the
 * screen reads its bids every 60 s while hidden and on, rather than not at all). The choice is
 * remembered per user; refused permission keeps it off.
 */
export class NewBidAlerts {
  on = false;
  permission: AlertPermission = 'default';
  /** The browser's permission prompt is open. */
  asking = false;
  private closers: (() => void)[] = [];

  constructor(
    private readonly notifier: BidNotifier,
    private readonly setting: BidAlertSetting,
    private readonly session: SessionStore,
    private readonly visibility: PageVisibility,
  ) {
    makeAutoObservable<this, 'notifier' | 'setting' | 'session' | 'visibility' | 'closers'>(
      this,
      { notifier: false, setting: false, session: false, visibility: false, closers: false },
      { autoBind: true },
    );
  }

  /** The screen shows: the user's remembered choice, if the browser still allows notifications. */
  start(): void {
    this.permission = this.notifier.permission();
    const owner = this.owner();
    this.on = owner !== null && this.permission === 'granted' && this.setting.isOn(owner);
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
    const permission = this.notifier.permission();
    if (permission !== 'default') {
      this.answered(permission);
      return Promise.resolve();
    }
    if (this.asking) return Promise.resolve();
    this.asking = true;
    return this.notifier
      .requestPermission()
      .then(this.answered, () => this.answered(this.notifier.permission()));
  }

  /** Bids arrived: while on and the page is hidden, one notification for each, oldest first. */
  announce(arrivals: readonly Bid[], loadNo: string | null): void {
    if (!this.on || this.visibility.isVisible()) return;
    if (this.notifier.permission() !== 'granted') return;
    for (const bid of sortBids(arrivals, 'newest').reverse()) {
      this.closers.push(this.notifier.show(bidNotice(bid, loadNo)));
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
    const owner = this.owner();
    if (owner !== null) this.setting.set(owner, on);
    this.on = on;
  }

  /** Whose choice it is: the signed-in user's. */
  private owner(): string | null {
    const user = this.session.current().user;
    return user ? userKey(user) : null;
  }
}
