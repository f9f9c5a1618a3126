import type { DevicePush, PushServer } from '../ports/push-notifications.port';
import type { SessionStore } from '../ports/session-store.port';

/**
 * Where push stands on this device for the signed-in user: the API offers none, the browser has
 * none, the user blocked it, or it is off or on.
 */
export type PushState = 'not-offered' | 'unsupported' | 'blocked' | 'off' | 'on';

/** What the API offers, read once per visit: its key goes into the subscription. */
export interface PushOffer {
  readonly state: PushState;
  readonly publicKey: string | null;
}

/**
 * Pushes to this device while the portal is closed: on when the user turns them on (the browser's
 * permission asked then, never before), off when they turn them off.
 */
export class PushOnThisDevice {
  constructor(
    private readonly server: PushServer,
    private readonly device: DevicePush,
    private readonly session: SessionStore,
  ) {}

  async offer(signal: AbortSignal): Promise<PushOffer> {
    const publicKey = await this.server.publicKey(signal);
    if (publicKey === null) return { state: 'not-offered', publicKey };
    const permission = this.device.permission();
    if (permission === 'unsupported') return { state: 'unsupported', publicKey };
    if (permission === 'denied') return { state: 'blocked', publicKey };
    const on = permission === 'granted' && (await this.device.subscription()) !== null;
    return { state: on ? 'on' : 'off', publicKey };
  }

  async turnOn(publicKey: string, signal: AbortSignal): Promise<PushState> {
    const permission = await this.device.requestPermission();
    if (permission === 'denied') return 'blocked';
    if (permission !== 'granted') return 'off';
    const subscription = await this.device.subscribe(publicKey);
    await this.server.add(subscription, signal);
    return 'on';
  }

  async turnOff(signal: AbortSignal): Promise<PushState> {
    const endpoint = await this.device.unsubscribe();
    const { token } = this.session.current();
    if (endpoint && token) await this.server.remove(endpoint, token, signal);
    return 'off';
  }
}

const NEVER = new AbortController().signal;

/**
 * A device receives only its user's pushes: when the session ends by Sign Out (here or in another
 * tab) or another user signs in, its subscription is ended and taken off the API as the user who
 * made it. An expired session keeps it: the same user signs in again. Returns the unsubscriber.
 */
export function endPushWithItsUser(
  session: Pick<SessionStore, 'current' | 'subscribe'>,
  device: DevicePush,
  server: PushServer,
): () => void {
  let token = session.current().token;
  return session.subscribe((now, change) => {
    const previous = token;
    token = now.token;
    if (!previous || previous === now.token) return;
    if (change !== 'signed-out' && change !== 'ended-elsewhere' && change !== 'user-changed')
      return;
    void device
      .unsubscribe()
      .then((endpoint) => (endpoint ? server.remove(endpoint, previous, NEVER) : undefined))
      // Nothing to tell anyone: the push service refuses an ended subscription by itself.
      .catch(() => undefined);
  });
}
