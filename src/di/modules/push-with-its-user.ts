import type { AxiosInstance } from 'axios';
import { endPushWithItsUser } from '../../application/profile/push-on-this-device';
import type { SessionStore } from '../../application/ports/session-store.port';
import { HttpPushServer } from '../../infrastructure/http/profile/http-push-server';
import { browserDevicePush } from '../../infrastructure/platform/browser-device-push';

/** Sign Out and another user take this browser's push subscription off the API. */
export function followPushOfSessions(http: AxiosInstance, session: SessionStore): void {
  endPushWithItsUser(session, browserDevicePush, new HttpPushServer(http));
}
