import webPush from 'web-push';

/** A browser's push subscription as the portal sends it. */
export interface StoredSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/** The server's VAPID key pair: from the environment, else made at start. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` when both are set; a new pair otherwise. */
export function vapidKeysFrom(env: NodeJS.ProcessEnv): VapidKeys {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) return { publicKey, privateKey };
  return webPush.generateVAPIDKeys();
}

/**
 * The devices each user gets pushes on, keyed by endpoint: one device belongs to one user at a
 * time, so a browser that another user turns push on in moves to that user.
 */
export class PushSubscriptions {
  private readonly byEndpoint = new Map<
    string,
    { userId: number; subscription: StoredSubscription }
  >();

  constructor(readonly vapid: VapidKeys) {}

  add(userId: number, subscription: StoredSubscription): void {
    this.byEndpoint.set(subscription.endpoint, { userId, subscription });
  }

  /** Takes `endpoint` off, if it is the user's; whether it was. */
  remove(userId: number, endpoint: string): boolean {
    if (this.byEndpoint.get(endpoint)?.userId !== userId) return false;
    return this.byEndpoint.delete(endpoint);
  }

  forUser(userId: number): StoredSubscription[] {
    return [...this.byEndpoint.values()]
      .filter((entry) => entry.userId === userId)
      .map((entry) => entry.subscription);
  }
}
