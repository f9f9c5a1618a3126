import { describe, expect, it } from 'vitest';
import { endPushWithItsUser } from '../../../src/application/profile/push-on-this-device';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import type { Session } from '../../../src/domain/auth/session';
import type { SessionChange } from '../../../src/application/ports/session-store.port';
import { dana } from '../../support/users';
import { FakeDevicePush, FakePushServer, settle } from '../../presentation/profile/profile-fakes';

/** A device receives only its user's pushes: Sign Out and another user take it off the API. */
function subscribed() {
  const session = new LocalStorageSessionStore(null);
  session.signIn(dana, 'tok-dana');
  const device = new FakeDevicePush('granted');
  device.current = { endpoint: 'https://push.test/dana', keys: { p256dh: 'p', auth: 'a' } };
  const server = new FakePushServer('BPublicKey', session);
  endPushWithItsUser(session, device, server);
  return { session, device, server };
}

describe('endPushWithItsUser', () => {
  it('Sign Out ends the subscription and deletes it as the user who made it', async () => {
    const { session, device, server } = subscribed();
    session.clear();
    await settle();
    expect(device.current).toBeNull();
    expect(server.removed).toEqual([{ endpoint: 'https://push.test/dana', token: 'tok-dana' }]);
  });

  it('another user signing in (in another tab) does the same for the previous one', async () => {
    let current: Session = { ...new LocalStorageSessionStore(null).current(), token: 'tok-dana' };
    let tell: (session: Session, change: SessionChange) => void = () => undefined;
    const session = {
      current: () => current,
      subscribe: (listener: typeof tell) => {
        tell = listener;
        return () => undefined;
      },
    };
    const device = new FakeDevicePush('granted');
    device.current = { endpoint: 'https://push.test/dana', keys: { p256dh: 'p', auth: 'a' } };
    const server = new FakePushServer('BPublicKey');
    endPushWithItsUser(session, device, server);
    current = { ...current, token: 'tok-sam' };
    tell(current, 'user-changed');
    await settle();
    expect(server.removed).toEqual([{ endpoint: 'https://push.test/dana', token: 'tok-dana' }]);
  });

  it('an expired session keeps it: the same user signs in again', async () => {
    const { session, device, server } = subscribed();
    session.expire('tok-dana');
    await settle();
    expect(device.current).not.toBeNull();
    expect(server.removed).toEqual([]);
  });
});
