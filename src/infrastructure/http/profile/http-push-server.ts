import type { AxiosInstance } from 'axios';
import type {
  DeviceSubscription,
  PushServer,
} from '../../../application/ports/push-notifications.port';
import { AppError } from '../../../domain/shared/app-error';
import { isRecord } from '../../../lib/is-record';

/** What an API that has no push answers for its key: no such route, method or feature. */
const NO_PUSH = [404, 405, 501];

/**
 * Push through the API's extension (`GET /customer/push/key`, `POST` and `DELETE
 * /customer/push/subscriptions`), which an API may not offer.
 */
export class HttpPushServer implements PushServer {
  constructor(private readonly http: AxiosInstance) {}

  async publicKey(signal: AbortSignal): Promise<string | null> {
    const { status, data } = await this.http.get<unknown>('/customer/push/key', {
      signal,
      validateStatus: (code) => (code >= 200 && code < 300) || NO_PUSH.includes(code),
    });
    if (NO_PUSH.includes(status)) return null;
    const key = isRecord(data) ? data.public_key : undefined;
    if (typeof key !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(key)) throw AppError.server();
    return key;
  }

  async add(subscription: DeviceSubscription, signal: AbortSignal): Promise<void> {
    const { endpoint, keys } = subscription;
    await this.http.post(
      '/customer/push/subscriptions',
      { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      { signal },
    );
  }

  async remove(endpoint: string, token: string, signal: AbortSignal): Promise<void> {
    await this.http.delete('/customer/push/subscriptions', {
      data: { endpoint },
      // The session's own token: after a sign-out it is no longer the current one.
      headers: { Authorization: `Bearer ${token}` },
      signal,
    });
  }
}
