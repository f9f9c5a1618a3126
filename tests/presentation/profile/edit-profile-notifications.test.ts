import { describe, expect, it } from 'vitest';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { NOTIFICATION_MESSAGES } from '../../../src/presentation/screens/profile/edit-profile.presenter';
import { dana } from '../../support/users';
import {
  ControlledProfiles,
  FakeDevicePush,
  FakePushServer,
  MemoryProfileEdits,
  presenterWith,
  settle,
} from './profile-fakes';
import { MemoryKeptFiles } from '../../support/create-job/create-job-fakes';

/** Edit Profile's Notifications section: its switch's states and what the switch does. */
async function started(
  push: { key?: string | null; device?: FakeDevicePush; demo?: boolean } = {},
) {
  const session = new LocalStorageSessionStore(null);
  session.signIn(dana, 'tok-dana');
  const server = new FakePushServer(push.key === undefined ? 'BPublicKey' : push.key, session);
  const setup = presenterWith(
    new ControlledProfiles(),
    session,
    new MemoryProfileEdits(),
    new MemoryKeptFiles(),
    { server, device: push.device ?? new FakeDevicePush(), demo: push.demo ?? false },
  );
  setup.presenter.start();
  await settle();
  return setup;
}

describe('Edit Profile: Notifications', () => {
  it('is hidden where the API offers no push (its key answers 404, 405 or 501)', async () => {
    const { presenter } = await started({ key: null });
    expect(presenter.notifications).toBe('hidden');
  });

  it('is hidden until the offer is known, then offered: off, without asking the browser', async () => {
    const device = new FakeDevicePush('ask');
    const session = new LocalStorageSessionStore(null);
    const { presenter } = presenterWith(undefined, session, undefined, undefined, {
      server: new FakePushServer('BPublicKey'),
      device,
    });
    expect(presenter.notifications).toBe('hidden');
    presenter.start();
    await settle();
    expect(presenter.notifications).toBe('off');
    expect(device.asked).toBe(0);
  });

  it('is on where this device already has a subscription and the permission', async () => {
    const device = new FakeDevicePush('granted');
    device.current = { endpoint: 'https://push.test/kept', keys: { p256dh: 'p', auth: 'a' } };
    const { presenter } = await started({ device });
    expect(presenter.notifications).toBe('on');
  });

  it('says blocked where the user refused notifications to the site', async () => {
    const { presenter } = await started({ device: new FakeDevicePush('denied') });
    expect(presenter.notifications).toBe('blocked');
  });

  it('says this browser has none where it lacks push', async () => {
    const { presenter } = await started({ device: new FakeDevicePush('unsupported') });
    expect(presenter.notifications).toBe('unsupported');
  });

  it('in demo mode says push needs a server, and asks the API nothing', async () => {
    const { presenter } = await started({ demo: true, key: null });
    expect(presenter.notifications).toBe('demo');
    expect(presenter.pushOffer.status.kind).toBe('idle');
  });

  it('turning it on asks the permission then, and sends the subscription made with the key', async () => {
    const device = new FakeDevicePush('ask', 'granted');
    const { presenter, pushServer } = await started({ device });
    await presenter.setNotifications(true);
    expect(device.asked).toBe(1);
    expect(presenter.notifications).toBe('on');
    const sent = [...pushServer.devices.values()];
    expect(sent.map((d) => [d.subscription.endpoint, d.token])).toEqual([
      ['https://push.test/BPublicKey/1', 'tok-dana'],
    ]);
  });

  it('a refusal when asked turns the section to blocked and sends nothing', async () => {
    const { presenter, pushServer } = await started({
      device: new FakeDevicePush('ask', 'denied'),
    });
    await presenter.setNotifications(true);
    expect(presenter.notifications).toBe('blocked');
    expect(pushServer.devices.size).toBe(0);
  });

  it('a prompt dismissed leaves it off', async () => {
    const { presenter } = await started({ device: new FakeDevicePush('ask', 'ask') });
    await presenter.setNotifications(true);
    expect(presenter.notifications).toBe('off');
  });

  it('turning it off ends the subscription and deletes it at the API', async () => {
    const { presenter, pushServer, device } = await started({
      device: new FakeDevicePush('ask', 'granted'),
    });
    await presenter.setNotifications(true);
    const endpoint = device.current?.endpoint;
    await presenter.setNotifications(false);
    expect(presenter.notifications).toBe('off');
    expect(device.current).toBeNull();
    expect(pushServer.removed).toEqual([{ endpoint, token: 'tok-dana' }]);
  });

  it('a failure says so and leaves the switch where it was', async () => {
    const device = new FakeDevicePush('granted');
    device.subscribe = () => Promise.reject(new Error('push service unreachable'));
    const { presenter, toasts } = await started({ device });
    await presenter.setNotifications(true);
    expect(presenter.notifications).toBe('off');
    expect(toasts.current?.message).toBe(NOTIFICATION_MESSAGES.failed);
  });
});
