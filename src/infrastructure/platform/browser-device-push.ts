import type {
  DevicePush,
  DeviceSubscription,
  PushPermission,
} from '../../application/ports/push-notifications.port';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const permissionOf = (permission: NotificationPermission): PushPermission =>
  permission === 'default' ? 'ask' : permission;

/** The push subscription's keys, as the API takes them (base64url, no padding). */
function base64Url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  const text = String.fromCharCode(...new Uint8Array(buffer));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const toDevice = (subscription: PushSubscription): DeviceSubscription => ({
  endpoint: subscription.endpoint,
  keys: {
    p256dh: base64Url(subscription.getKey('p256dh')),
    auth: base64Url(subscription.getKey('auth')),
  },
});

/** The portal's service worker registration, if the page has one (a production build). */
const registration = () => navigator.serviceWorker.getRegistration();

/** The browser's Notification permission and the service worker's PushManager. */
export const browserDevicePush: DevicePush = {
  permission: () => (supported() ? permissionOf(Notification.permission) : 'unsupported'),

  async requestPermission() {
    return supported() ? permissionOf(await Notification.requestPermission()) : 'unsupported';
  },

  async subscription() {
    if (!supported()) return null;
    const current = await (await registration())?.pushManager.getSubscription();
    return current ? toDevice(current) : null;
  },

  async subscribe(publicKey) {
    // The service worker registers after the first paint: wait for it if it is not there yet.
    const { pushManager } = await navigator.serviceWorker.ready;
    const subscription = await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    return toDevice(subscription);
  },

  async unsubscribe() {
    if (!supported()) return null;
    const current = await (await registration())?.pushManager.getSubscription();
    if (!current) return null;
    await current.unsubscribe();
    return current.endpoint;
  },
};
