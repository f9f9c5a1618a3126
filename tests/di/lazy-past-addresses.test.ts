import { describe, expect, it } from 'vitest';
import type { PastAddressReader } from '../../src/application/repeat/past-addresses';
import { LazyPastAddressReader } from '../../src/di/modules/lazy-past-addresses';

/** A reader counting its holds still held, and how often its code was loaded. */
function world(failFirstLoad = false) {
  const state = { held: 0, loads: 0 };
  const reader: PastAddressReader = {
    pastLoads: async () => [],
    hold: () => {
      state.held += 1;
      let on = true;
      return () => {
        if (on) state.held -= 1;
        on = false;
      };
    },
    read: async () => ({
      entries: (typed) => [{ address: `typed ${typed}`, place: null, fromProfile: false }],
    }),
  };
  const lazy = new LazyPastAddressReader(async () => {
    state.loads += 1;
    if (failFirstLoad && state.loads === 1) throw new Error('chunk failed');
    return reader;
  });
  return { lazy, state };
}

describe('LazyPastAddressReader: the code loads with the first read', () => {
  it('loads nothing until a field reads, then once; holds taken before are handed on', async () => {
    const { lazy, state } = world();
    const pickup = lazy.hold();
    const delivery = lazy.hold();
    expect(state).toEqual({ held: 0, loads: 0 });
    const book = await lazy.read();
    await lazy.read();
    expect(book.entries('x')).toEqual([{ address: 'typed x', place: null, fromProfile: false }]);
    expect(state).toEqual({ held: 2, loads: 1 });
    const later = lazy.hold();
    expect(state.held).toBe(3);
    pickup();
    pickup();
    delivery();
    later();
    expect(state.held).toBe(0);
  });

  it('a hold let go before the code arrived is not handed on', async () => {
    const { lazy, state } = world();
    lazy.hold()();
    await lazy.read();
    expect(state.held).toBe(0);
  });

  it('a failed download is tried again by the next read', async () => {
    const { lazy, state } = world(true);
    await expect(lazy.read()).rejects.toThrow('chunk failed');
    await expect(lazy.read()).resolves.toBeDefined();
    expect(state.loads).toBe(2);
  });
});
