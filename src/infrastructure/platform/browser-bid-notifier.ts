import type { AlertPermission, BidNotifier } from '../../application/ports/bid-notifier.port';

function notifications(): typeof Notification | null {
  return typeof Notification === 'undefined' ? null : Notification;
}

/** The Notification API of the browser; a browser without it says 'unsupported'. */
export const browserBidNotifier: BidNotifier = {
  permission(): AlertPermission {
    return notifications()?.permission ?? 'unsupported';
  },

  async requestPermission(): Promise<AlertPermission> {
    const api = notifications();
    if (!api) return 'unsupported';
    try {
      return await api.requestPermission();
    } catch {
      // Old browsers only take a callback; what the user decides is then read from `permission`.
      return api.permission;
    }
  },

  show(notice) {
    const api = notifications();
    if (!api) return () => undefined;
    try {
      const shown = new api(notice.title, { body: notice.body, tag: notice.tag });
      shown.onclick = () => {
        window.focus();
        shown.close();
      };
      return () => shown.close();
    } catch {
      // Some mobile browsers only notify through a service worker: there is nothing to show.
      return () => undefined;
    }
  },
};
