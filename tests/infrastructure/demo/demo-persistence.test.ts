import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import { DemoMarketplace } from '../../../src/infrastructure/memory/demo/demo-marketplace';
import { createDemoRuntime } from '../../../src/infrastructure/memory/demo/demo-runtime';
import { createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';
import {
  DEMO_STATE_VERSION,
  DEMO_STORAGE_KEY,
  type DemoState,
} from '../../../src/infrastructure/memory/demo/demo-state';
import { MemoryStorage, fakeTime } from './demo-fakes';

function start(storage: MemoryStorage, time = fakeTime()) {
  const marketplace = createDemoRuntime({ storage, clock: time.clock, timers: time.timers });
  return { marketplace, ...time };
}

function stored(storage: MemoryStorage): DemoState {
  return JSON.parse(storage.getItem(DEMO_STORAGE_KEY) ?? 'null') as DemoState;
}

describe('demo persistence (one versioned key, kept across a reload)', () => {
  it('stores the seed under one versioned key on first start', () => {
    const storage = new MemoryStorage();
    const { marketplace } = start(storage);
    expect([...storage.items.keys()]).toEqual([DEMO_STORAGE_KEY]);
    expect(stored(storage).version).toBe(DEMO_STATE_VERSION);
    expect(stored(storage).loads.length).toBe(marketplace.read((s) => s.loads.length));
    marketplace.dispose();
  });

  it('keeps the data across a new marketplace over the same storage (a reload)', () => {
    const storage = new MemoryStorage();
    const time = fakeTime();
    const first = start(storage, time).marketplace;
    first.transact((state, now) => {
      state.waitlist.push({ name: 'Wendy', email: 'wendy@example.test', at: now.toISOString() });
      const load = state.loads.find((l) => l.status === 'pending');
      if (load) load.instructions = 'Changed before the reload';
    });
    first.dispose();

    const second = start(storage, time).marketplace;
    expect(second.read((s) => s.waitlist.map((w) => w.email))).toEqual(['wendy@example.test']);
    expect(
      second.read((s) => s.loads.some((l) => l.instructions === 'Changed before the reload')),
    ).toBe(true);
    second.dispose();
  });

  it('replaces a stored state of another version with a fresh seed', () => {
    const storage = new MemoryStorage();
    const time = fakeTime();
    const old = { ...createDemoSeed(time.clock.now()), version: DEMO_STATE_VERSION + 1, loads: [] };
    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(old));
    const { marketplace } = start(storage, time);
    expect(marketplace.read((s) => s.version)).toBe(DEMO_STATE_VERSION);
    expect(marketplace.read((s) => s.loads.length)).toBe(
      createDemoSeed(time.clock.now()).loads.length,
    );
    expect(stored(storage).version).toBe(DEMO_STATE_VERSION);
    marketplace.dispose();
  });

  it('reads a collection the stored state was written without as empty, keeping the rest', () => {
    const storage = new MemoryStorage();
    const time = fakeTime();
    const seed = createDemoSeed(time.clock.now());
    const { waitlist: _absent, ...olderShape } = {
      ...seed,
      loads: seed.loads.map((load) => ({ ...load, instructions: 'Kept from before' })),
    };
    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(olderShape));
    const { marketplace } = start(storage, time);
    expect(marketplace.read((s) => s.waitlist)).toEqual([]);
    expect(
      marketplace.read((s) => s.loads.every((l) => l.instructions === 'Kept from before')),
    ).toBe(true);
    marketplace.transact((state, now) => {
      state.waitlist.push({ name: 'Wendy', email: 'wendy@example.test', at: now.toISOString() });
    });
    expect(stored(storage).waitlist.map((w) => w.email)).toEqual(['wendy@example.test']);
    marketplace.dispose();
  });

  it('replaces unreadable stored data with a fresh seed', () => {
    const storage = new MemoryStorage();
    storage.setItem(DEMO_STORAGE_KEY, '{not json');
    const { marketplace } = start(storage);
    expect(marketplace.read((s) => s.users.some((u) => u.email === 'demo@shipper.test'))).toBe(
      true,
    );
    marketplace.dispose();
  });

  it('reset() restores the seed', () => {
    const storage = new MemoryStorage();
    const time = fakeTime();
    const marketplace = new DemoMarketplace({
      storage,
      clock: time.clock,
      timers: time.timers,
      seed: (now) => createDemoSeed(now),
    });
    marketplace.transact((state) => {
      state.loads = state.loads.slice(3);
      state.emails.push({ id: 1, to: 'x@y.test', subject: 's', body: 'b', link: null, sentAt: '' });
    });
    time.advance(60_000);
    marketplace.reset();
    const expected = createDemoSeed(time.clock.now());
    expect(marketplace.read((s) => s)).toEqual(expected);
    expect(stored(storage)).toEqual(expected);
  });

  it('reset() on the runtime restores the seeded loads and bids', () => {
    const storage = new MemoryStorage();
    const { marketplace, clock } = start(storage);
    marketplace.transact((state) => {
      state.loads = [];
      state.bids = [];
    });
    marketplace.reset();
    const expected = createDemoSeed(clock.now());
    expect(marketplace.read((s) => s.loads.map((l) => [l.id, l.loadNo, l.status]))).toEqual(
      expected.loads.map((l) => [l.id, l.loadNo, l.status]),
    );
    expect(marketplace.read((s) => s.bids)).toEqual(expected.bids);
    marketplace.dispose();
  });

  it('a failed write makes transact throw an AppError and leaves the state unchanged', () => {
    const storage = new MemoryStorage();
    const { marketplace } = start(storage);
    const before = marketplace.read((s) => structuredClone(s));
    const storedBefore = storage.getItem(DEMO_STORAGE_KEY);
    storage.failWrites = true;

    let error: unknown = null;
    try {
      marketplace.transact((state) => {
        state.loads = [];
        state.waitlist.push({ name: 'Lost', email: 'lost@example.test', at: '' });
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'server' });
    expect(marketplace.read((s) => s)).toEqual(before);
    expect(storage.getItem(DEMO_STORAGE_KEY)).toBe(storedBefore);
    marketplace.dispose();
  });

  it('a change that throws commits nothing', () => {
    const storage = new MemoryStorage();
    const { marketplace } = start(storage);
    const before = marketplace.read((s) => structuredClone(s));
    expect(() =>
      marketplace.transact((state) => {
        state.loads = [];
        throw AppError.validation('No.');
      }),
    ).toThrow(AppError);
    expect(marketplace.read((s) => s)).toEqual(before);
    marketplace.dispose();
  });

  it('keeps simulating when the storage refuses writes, without failing reads', () => {
    const storage = new MemoryStorage();
    const { marketplace, advance } = start(storage);
    storage.failWrites = true;
    const progress = () =>
      marketplace.read((s) =>
        s.loads.filter((l) => l.status === 'in_progress').map((l) => l.trip?.progress ?? 0),
      );
    const before = progress();
    advance(10 * 60_000);
    expect(() => progress()).not.toThrow();
    expect(progress().reduce((a, b) => a + b, 0)).toBeGreaterThan(
      before.reduce((a, b) => a + b, 0),
    );
    marketplace.dispose();
  });
});
