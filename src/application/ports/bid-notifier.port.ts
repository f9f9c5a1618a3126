/**
 * Whether the browser may show this site's notifications: not asked yet, allowed, refused, or a
 * browser without notifications at all.
 */
export type AlertPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** One notification about a new bid. */
export interface BidNotice {
  readonly title: string;
  readonly body: string;
  /**
   * One notification per bid: a notice with the same tag replaces the one shown, so two tabs on
   * the same load's bids do not show it twice.
   */
  readonly tag: string;
}

/** The browser's notifications, behind a port so that tests use a fake. */
export interface BidNotifier {
  permission(): AlertPermission;
  /** Asks the user; browsers only ask when this is called from a click or a key press. */
  requestPermission(): Promise<AlertPermission>;
  /** Shows the notice; a click on it brings this page to the front. Returns what closes it. */
  show(notice: BidNotice): () => void;
}
