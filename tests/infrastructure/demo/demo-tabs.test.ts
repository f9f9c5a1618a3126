import { describe, expect, it, vi } from 'vitest';
import type { SignUpRequest } from '../../../src/application/ports/auth-gateway.port';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';
import { InMemoryAuthGateway } from '../../../src/infrastructure/memory/auth/in-memory-auth-gateway';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { InMemoryLoadPublisher } from '../../../src/infrastructure/memory/create-job/in-memory-load-publisher';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { createDemoRuntime } from '../../../src/infrastructure/memory/demo/demo-runtime';
import { BUSY_LOAD_NO, createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';
import {
  DEMO_STORAGE_KEY,
  type DemoState,
} from '../../../src/infrastructure/memory/demo/demo-state';
import { SeededRandom } from '../../../src/infrastructure/memory/demo/demo-random';
import { CONTRACT_LOAD } from '../../contract/create-job/create-job-ports.contract';
import { sessionFor } from '../../support/demo-backend';
import { FakeStorageChanges, MemoryStorage, fakeTime } from './demo-fakes';
import { NOT_ABORTED } from '../../support/signals';

/**
 * Demo mode in several tabs: every tab runs its own demo marketplace over the one localStorage
 * key they share. A change made in one tab must never be overwritten by another tab's copy
 * (neither by a user's change nor by the simulation), and reaches the other tabs' reads.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const TOKEN = 'tok-dana-tabs';

/**
 * One browser: one localStorage and one real-time clock. Dana signed in before the tabs opened
 * (her token is in the stored state); every tab opened reads that state, as a page load does.
 */
function browser(start = Date.parse('2026-11-10T10:00:00Z')) {
  const storage = new MemoryStorage();
  const time = fakeTime(start);
  const signedIn = createDemoSeed(time.clock.now());
  signedIn.tokens.push({ token: TOKEN, userId: 1, createdAt: time.clock.now().toISOString() });
  storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(signedIn));
  const rnd = new SeededRandom(5);

  function openTab() {
    const changes = new FakeStorageChanges();
    const marketplace = createDemoRuntime({
      storage,
      clock: time.clock,
      timers: time.timers,
      random: () => rnd.next(),
      storageChanges: changes,
    });
    const gateway = new DemoGateway(
      marketplace,
      marketplace.read((s) => sessionFor(s, TOKEN)),
    );
    return {
      marketplace,
      changes,
      publisher: new InMemoryLoadPublisher(gateway, new OfflineAddressLookup()),
      bids: new InMemoryBidRepository(gateway),
      auth: new InMemoryAuthGateway(gateway),
      /** The `storage` event of the other tabs' last write reaches this tab. */
      hear: () => changes.emit(DEMO_STORAGE_KEY),
    };
  }

  const stored = () => JSON.parse(storage.getItem(DEMO_STORAGE_KEY) ?? 'null') as DemoState;
  return { storage, ...time, openTab, stored };
}

type Tab = ReturnType<ReturnType<typeof browser>['openTab']>;

async function publish(tab: Tab): Promise<number> {
  const { id } = await tab.publisher.publish(CONTRACT_LOAD, {
    signal: NOT_ABORTED,
    idempotencyKey: 'test-key',
  });
  if (id === null) throw new Error('the demo backend answers a publish with the new id');
  return id;
}

function openBidsOfBusyLoad(state: Readonly<DemoState>): number[] {
  const busy = state.loads.find((l) => l.loadNo === BUSY_LOAD_NO);
  return state.bids.filter((b) => b.loadId === busy?.id && b.status === 'pending').map((b) => b.id);
}

const hasLoad = (state: Readonly<DemoState>, id: number) => state.loads.some((l) => l.id === id);
const bidStatus = (state: Readonly<DemoState>, id: number) =>
  state.bids.find((b) => b.id === id)?.status;
const readsLoad = (tab: Tab, id: number) => tab.marketplace.read((s) => hasLoad(s, id));

function signUpOf(email: string): SignUpRequest {
  return {
    firstName: 'Tab',
    lastName: 'User',
    email,
    password: 'Secret123',
    passwordConfirmation: 'Secret123',
    phoneNumber: '',
    businessType: '',
    businessDescription: '',
    address: '',
  };
}

describe('the demo marketplace in several tabs of one browser', () => {
  it('a publish in tab A and a rejection in tab B, neither tab having heard of the other, both persist and both tabs read them', async () => {
    const { openTab, stored } = browser();
    const a = openTab();
    const b = openTab();
    const [bidId = -1] = b.marketplace.read(openBidsOfBusyLoad);

    const loadId = await publish(a);
    await b.bids.reject(bidId, 'Too high for this route');

    expect(hasLoad(stored(), loadId)).toBe(true);
    expect(bidStatus(stored(), bidId)).toBe('rejected');
    expect(readsLoad(b, loadId)).toBe(true);
    a.hear();
    expect(readsLoad(a, loadId)).toBe(true);
    expect(a.marketplace.read((s) => bidStatus(s, bidId))).toBe('rejected');
  });

  it('sign-ups in two tabs both keep their account, with distinct ids, and an address taken in one tab is taken in the other', async () => {
    const { openTab, stored } = browser();
    const a = openTab();
    const b = openTab();

    await a.auth.signUp(signUpOf('ada@example.test'));
    await b.auth.signUp(signUpOf('bo@example.test'));

    const users = stored().users.filter((u) => u.email.endsWith('@example.test'));
    expect(users.map((u) => u.email).sort()).toEqual(['ada@example.test', 'bo@example.test']);
    expect(new Set(users.map((u) => u.id)).size).toBe(2);
    expect(stored().emails.map((e) => e.to)).toEqual(
      expect.arrayContaining(['ada@example.test', 'bo@example.test']),
    );
    await expect(a.auth.signUp(signUpOf('bo@example.test'))).rejects.toMatchObject({
      kind: 'validation',
    });
  });

  it("the simulation running in tab B never writes over tab A's changes", async () => {
    const { openTab, stored, advance } = browser();
    const a = openTab();
    const b = openTab();
    const loadId = await publish(a);
    const [bidId = -1] = a.marketplace.read(openBidsOfBusyLoad);
    await a.bids.reject(bidId, 'Too high for this route');

    // Tab B hears nothing (its events may lag): its simulation timer still runs, trips moving
    // every 30 s and the new load's drivers bidding.
    for (let second = 1; second <= 90; second++) {
      advance(SECOND);
      expect(hasLoad(stored(), loadId), `the load after ${second} s`).toBe(true);
      expect(bidStatus(stored(), bidId), `the rejection after ${second} s`).toBe('rejected');
    }
    const carriers = stored()
      .bids.filter((bid) => bid.loadId === loadId)
      .map((bid) => bid.carrierId);
    expect(carriers.length).toBeGreaterThanOrEqual(3);
    expect(new Set(carriers).size).toBe(carriers.length);
    expect(b.marketplace.read((s) => s.bids.filter((bid) => bid.loadId === loadId).length)).toBe(
      carriers.length,
    );
  });

  it("a storage event from tab A makes tab B's next read show A's change, without B writing", async () => {
    const { openTab, storage } = browser();
    const a = openTab();
    const b = openTab();
    const heard = vi.fn();
    b.marketplace.subscribe(heard);

    const loadId = await publish(a);
    const writes = storage.writes;
    // Reads come from memory: until the event arrives, B has not looked at the storage.
    expect(readsLoad(b, loadId)).toBe(false);
    b.hear();

    expect(heard).toHaveBeenCalled();
    expect(readsLoad(b, loadId)).toBe(true);
    expect(storage.writes).toBe(writes);
  });

  it('re-reads nothing for an event about another key, or when the stored text is what the tab already has', () => {
    const { openTab } = browser();
    const b = openTab();
    const before = b.marketplace.read((s) => s);
    b.changes.emit('token');
    b.hear();
    expect(b.marketplace.read((s) => s)).toBe(before);
  });

  it('Reset demo data in one tab restores the seed in every tab', async () => {
    const { openTab, stored, clock } = browser();
    const a = openTab();
    const b = openTab();
    const loadId = await publish(a);
    b.hear();
    expect(readsLoad(b, loadId)).toBe(true);

    a.marketplace.reset();
    b.hear();

    const seedLoads = createDemoSeed(clock.now()).loads.map((l) => l.id);
    expect(b.marketplace.read((s) => s.loads.map((l) => l.id))).toEqual(seedLoads);
    // B's next change builds on the seed, not on its old copy.
    b.marketplace.transact((state, now) => {
      state.waitlist.push({ name: 'Wendy', email: 'wendy@example.test', at: now.toISOString() });
    });
    expect(stored().loads.map((l) => l.id)).toEqual(seedLoads);
    expect(stored().waitlist.map((w) => w.email)).toEqual(['wendy@example.test']);
  });

  it('a tab takes over the simulation another tab planned: bids for a load published in a closed tab still arrive', async () => {
    const { openTab, stored, advance, clock, timers } = browser();
    // Ten days on every seeded trip has ended: no tab has simulated work.
    clock.advanceBy(10 * DAY);
    const a = openTab();
    const b = openTab();
    expect(timers.pending).toBe(0);

    const loadId = await publish(a);
    a.marketplace.dispose();
    expect(a.changes.listening).toBe(0);
    b.hear();

    advance(10 * SECOND);
    expect(stored().bids.filter((bid) => bid.loadId === loadId).length).toBeGreaterThanOrEqual(1);
    expect(
      b.marketplace.read((s) => s.bids.filter((bid) => bid.loadId === loadId).length),
    ).toBeGreaterThanOrEqual(1);
  });

  it('two tabs hearing each other write no more often than one tab alone (no echo of writes)', () => {
    const writesOver = (tabCount: number) => {
      const { openTab, storage, advance } = browser();
      const tabs = Array.from({ length: tabCount }, openTab);
      const writes = storage.writes;
      for (let second = 0; second < 10 * 60; second++) {
        advance(SECOND);
        for (const tab of tabs) tab.hear();
      }
      return storage.writes - writes;
    };
    const alone = writesOver(1);
    // The seeded trips move: a write every 30 s of demo time.
    expect(alone).toBeGreaterThanOrEqual(19);
    expect(writesOver(2)).toBeLessThanOrEqual(alone);
  });

  it('when the storage refuses writes, a change fails with a clear message and is rolled back; the stored state keeps the other tab’s change', async () => {
    const { openTab, storage, stored } = browser();
    const a = openTab();
    const b = openTab();
    const loadId = await publish(a);
    const [bidId = -1] = b.marketplace.read(openBidsOfBusyLoad);
    storage.failWrites = true;

    await expect(b.bids.reject(bidId, 'No')).rejects.toMatchObject({
      kind: 'server',
      status: 507,
      serverMessage: 'The demo storage is full. Open the Demo inbox and choose Reset demo data.',
    });
    expect(b.marketplace.read((s) => bidStatus(s, bidId))).toBe('pending');
    expect(bidStatus(stored(), bidId)).toBe('pending');
    expect(hasLoad(stored(), loadId)).toBe(true);
  });
});
