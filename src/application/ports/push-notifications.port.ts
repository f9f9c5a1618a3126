import { portKey } from './port-key';

/** A browser's push subscription, as the API keeps it to send to this device. */
export interface DeviceSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/** The API's side of push: its key, and the devices it sends the signed-in user's pushes to. */
export interface PushServer {
  /** The API's public key (VAPID, base64url); null where the API offers no push. */
  publicKey(signal: AbortSignal): Promise<string | null>;
  /** Sends the signed-in user's pushes to this device from now on. */
  add(subscription: DeviceSubscription, signal: AbortSignal): Promise<void>;
  /**
   * Stops sending to `endpoint`, as the session that holds `token`: after a sign-out that session
   * has already ended, yet its device must still be taken off.
   */
  remove(endpoint: string, token: string, signal: AbortSignal): Promise<void>;
}

export const PushServer = portKey<PushServer>('PushServer');

/** What this browser lets the portal do: ask, show, nothing (refused), or no push at all. */
export type PushPermission = 'ask' | 'granted' | 'denied' | 'unsupported';

/** This browser's notification permission and its push subscription for the portal. */
export interface DevicePush {
  permission(): PushPermission;
  /** Asks the user; only ever on their own action (turning the switch on). */
  requestPermission(): Promise<PushPermission>;
  subscription(): Promise<DeviceSubscription | null>;
  subscribe(publicKey: string): Promise<DeviceSubscription>;
  /** Ends this device's subscription; answers its endpoint, null when there was none. */
  unsubscribe(): Promise<string | null>;
}

export const DevicePush = portKey<DevicePush>('DevicePush');
