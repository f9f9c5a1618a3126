/**
 * What the service worker does with a push from the API and with a click on its notification.
 * The browser's objects come in through the small interfaces below, so the rules run in tests.
 */

/** A push as the API sends it: which load, what to say, and the portal page that shows it. */
export interface PushMessage {
  readonly type: 'bid.created' | 'trip.updated';
  readonly loadId: number;
  readonly title: string;
  readonly body: string;
  readonly url: string;
}

/** What a shown notification carries, so the next push for its load can count on from it. */
interface NotificationData {
  readonly url: string;
  readonly newBids: number;
}

/** The part of a notification the handlers read. */
export interface ShownNotification {
  readonly data: unknown;
  close(): void;
}

/** The part of a window of the portal the handlers read (a `WindowClient`). */
export interface PortalWindow {
  readonly url: string;
  readonly visibilityState: DocumentVisibilityState;
  focus(): Promise<unknown>;
}

/** The registration's notifications and the portal's windows, as the service worker sees them. */
export interface NotificationPlatform {
  /** The service worker's own origin: only its paths are ever opened. */
  readonly origin: string;
  showNotification(title: string, options: NotificationOptions): Promise<void>;
  getNotifications(tag: string): Promise<readonly ShownNotification[]>;
  windows(): Promise<readonly PortalWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

const TYPES: readonly string[] = ['bid.created', 'trip.updated'];

/** The push's JSON, or null when it is not one the portal knows. */
export function readPush(json: unknown): PushMessage | null {
  if (typeof json !== 'object' || json === null) return null;
  const { type, load_id: loadId, title, body, url } = json as Record<string, unknown>;
  if (typeof type !== 'string' || !TYPES.includes(type)) return null;
  if (typeof loadId !== 'number' || typeof title !== 'string' || typeof url !== 'string')
    return null;
  return {
    type: type as PushMessage['type'],
    loadId,
    title,
    body: typeof body === 'string' ? body : '',
    url,
  };
}

/**
 * The address of `url` when it is a path of this portal; null for anything else (another site,
 * `//host`, a `javascript:` address), which a notification must never open.
 */
export function portalAddress(url: string, origin: string): URL | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  try {
    const address = new URL(url, origin);
    return address.origin === origin ? address : null;
  } catch {
    return null;
  }
}

const samePage = (a: URL, b: string) => {
  const other = new URL(b);
  return other.origin === a.origin && other.pathname === a.pathname && other.search === a.search;
};

/** The load's reference as the portal writes it (`BH-10412`), read from the page's address. */
const loadReference = (address: URL, push: PushMessage) =>
  address.searchParams.get('load') ?? `BH-${push.loadId}`;

/**
 * Shows `push` as the load's one notification: a later push for the load replaces the earlier one,
 * and new bids are counted ('3 new bids on BH-10412'). Nothing shows while a visible window of the
 * portal already shows that page, nor for an address that is not the portal's.
 */
export async function showPush(push: PushMessage, platform: NotificationPlatform): Promise<void> {
  const address = portalAddress(push.url, platform.origin);
  if (!address) return;
  const windows = await platform.windows();
  if (windows.some((w) => w.visibilityState === 'visible' && samePage(address, w.url))) return;
  const tag = `load-${push.loadId}`;
  const earlier = (await platform.getNotifications(tag))
    .map((n) => n.data as Partial<NotificationData> | null)
    .reduce((most, data) => Math.max(most, data?.newBids ?? 0), 0);
  const newBids = push.type === 'bid.created' ? earlier + 1 : 0;
  const title = newBids > 1 ? `${newBids} new bids on ${loadReference(address, push)}` : push.title;
  const data: NotificationData = { url: address.pathname + address.search, newBids };
  await platform.showNotification(title, {
    body: push.body,
    tag,
    icon: '/icons/icon-192.png',
    data,
  });
}

/**
 * A click closes the notification and brings up its page: a window already on it is focused,
 * else the page opens. A notification whose address is not a path of the portal opens nothing.
 */
export async function openNotification(
  notification: ShownNotification,
  platform: NotificationPlatform,
): Promise<void> {
  notification.close();
  const url = (notification.data as Partial<NotificationData> | null)?.url;
  const address = typeof url === 'string' ? portalAddress(url, platform.origin) : null;
  if (!address) return;
  const open = (await platform.windows()).find((w) => samePage(address, w.url));
  if (open) await open.focus();
  else await platform.openWindow(address.href);
}
