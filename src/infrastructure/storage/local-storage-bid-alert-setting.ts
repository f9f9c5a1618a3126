import type { BidAlertSetting } from '../../application/ports/bid-alert-setting.port';
import { portalKey, type BrowserStorage } from './portal-storage';

const KIND = 'new-bid-alerts';

/**
 * The 'Notify me of new bids' choice in localStorage, one item per user, under the portal's
 * prefix: Sign Out, or another user signing in, removes it with the rest of the kept work.
 */
export class LocalStorageBidAlertSetting implements BidAlertSetting {
  constructor(private readonly storage: BrowserStorage | null) {}

  isOn(owner: string): boolean {
    try {
      return this.storage?.getItem(portalKey(KIND, owner)) === 'on';
    } catch {
      return false;
    }
  }

  set(owner: string, on: boolean): void {
    try {
      if (on) this.storage?.setItem(portalKey(KIND, owner), 'on');
      else this.storage?.removeItem(portalKey(KIND, owner));
    } catch {
      // Full or private storage: the choice lasts as long as the page.
    }
  }
}
