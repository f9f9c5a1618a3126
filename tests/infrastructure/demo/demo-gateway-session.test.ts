import { describe, expect, it } from 'vitest';
import { UpdateProfile } from '../../../src/application/profile/update-profile.use-case';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { DemoMarketplace } from '../../../src/infrastructure/memory/demo/demo-marketplace';
import { userFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';
import { InMemoryProfileRepository } from '../../../src/infrastructure/memory/profile/in-memory-profile-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { browserTabs } from '../../support/browser-tabs';

const NOW = new Date('2026-11-22T10:00:00Z');
const DANIELLE = {
  firstName: 'Danielle',
  lastName: 'Shipper',
  email: 'demo@shipper.test',
  phoneNumber: '7700900123',
  address: '2 Park Row, Leeds LS1 5HD',
  businessType: '',
  businessDescription: '',
  photo: null,
};

/**
 * The demo backend is the demo mode's network: a call of a session that ends while it is on its
 * way is abandoned as an aborted request is (nothing of it reaches the next user), and browser
 * tests can hold a call on its way (`holdNext`) to make that happen.
 */
function rig() {
  const marketplace = new DemoMarketplace({
    storage: null,
    clock: { now: () => NOW },
    seed: (now) => ({
      ...createDemoSeed(now),
      tokens: [
        { token: 'tok-dana', userId: 1, createdAt: now.toISOString() },
        { token: 'tok-other', userId: 2, createdAt: now.toISOString() },
      ],
    }),
  });
  const users = marketplace.read((s) => s.users.map(userFromDemo));
  const dana = users.find((u) => u.email === 'demo@shipper.test')!;
  const other = users.find((u) => u.email === 'other@shipper.test')!;
  const browser = browserTabs();
  const one = browser.openTab();
  const two = browser.openTab();
  const tab1 = new LocalStorageSessionStore(one.storage, one.otherTabs);
  tab1.signIn(dana, 'tok-dana');
  const tab2 = new LocalStorageSessionStore(two.storage, two.otherTabs);
  const gateway = new DemoGateway(marketplace, tab2);
  const firstNameOf = (id: number) =>
    marketplace.read((s) => s.users.find((u) => u.id === id)?.firstName);
  return { marketplace, gateway, tab1, tab2, dana, other, firstNameOf };
}

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 50 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 0));
  expect(condition()).toBe(true);
};

describe('DemoGateway and the session a call belongs to', () => {
  it('holds the next call of one operation until released, then answers it', async () => {
    const { gateway } = rig();
    gateway.holdNext('whoami');
    let answered = false;
    const call = gateway
      .asUser('whoami', (_s, user) => user.email)
      .then((email) => {
        answered = true;
        return email;
      });
    await waitFor(() => gateway.isHeld('whoami'));
    expect(answered).toBe(false);
    // Only the next call is held.
    await expect(gateway.asUser('whoami', () => 'next')).resolves.toBe('next');
    const released = gateway.release('whoami');
    await expect(call).resolves.toBe('demo@shipper.test');
    await released;
    expect(gateway.isHeld('whoami')).toBe(false);
  });

  it("a held save of Dana's, released after Bob signed in in another tab, changes neither account", async () => {
    const { gateway, tab1, tab2, other, firstNameOf } = rig();
    const update = new UpdateProfile(new InMemoryProfileRepository(gateway), tab2);
    gateway.holdNext('updateProfile');
    const saving = update.execute(DANIELLE);
    await waitFor(() => gateway.isHeld('updateProfile'));
    tab1.clear();
    tab1.signIn(other, 'tok-other');
    await gateway.release('updateProfile');
    await expect(saving).rejects.toBeDefined();
    expect(firstNameOf(1)).toBe('Dana');
    expect(firstNameOf(2)).toBe(other.firstName);
    expect(tab2.current().user).toEqual(other);
  });

  it('a save whose session ended before it reached the demo backend is never sent', async () => {
    const { gateway, firstNameOf } = rig();
    const aborted = new AbortController();
    aborted.abort();
    const profiles = new InMemoryProfileRepository(gateway);
    await expect(
      profiles.update({ ...DANIELLE, photo: null }, { signal: aborted.signal }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(firstNameOf(1)).toBe('Dana');
  });
});
