import { describe, expect, it, vi } from 'vitest';
import type { AddressLookup } from '../../../src/application/ports/address-lookup.port';
import { FindExactAddress } from '../../../src/application/repeat/find-exact-address.use-case';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';

/** The offline gazetteer, counting what it is asked. */
function countingLookup() {
  const offline = new OfflineAddressLookup();
  const calls = { suggest: 0, resolve: 0 };
  const lookup: AddressLookup = {
    attribution: offline.attribution,
    startSession: () => {
      const session = offline.startSession();
      return {
        suggest: (q) => {
          calls.suggest += 1;
          return session.suggest(q);
        },
        resolve: (s) => {
          calls.resolve += 1;
          return session.resolve(s);
        },
      };
    },
  };
  return { lookup, calls };
}

describe('FindExactAddress over the offline gazetteer', () => {
  it('places a full address written as the lookup writes it, asking once', async () => {
    const { lookup, calls } = countingLookup();
    const found = await new FindExactAddress(lookup).execute(
      'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG',
    );
    expect(found).toMatchObject({
      address: 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG',
      cityName: 'Leeds',
      zipcode: 'LS9 0SG',
      isFromDropdown: true,
    });
    expect(found?.latitude).toBeCloseTo(53.8, 0);
    expect(calls).toEqual({ suggest: 1, resolve: 1 });
  });

  it('takes nothing that is not the same address (a town alone, a street without its postcode)', async () => {
    const { lookup } = countingLookup();
    const find = new FindExactAddress(lookup);
    await expect(find.execute('Leeds')).resolves.toBeNull();
    await expect(find.execute('12 High Street, Leeds')).resolves.toBeNull();
  });

  it('answers null without resolving when nothing is suggested, and fails when the lookup does', async () => {
    const { lookup, calls } = countingLookup();
    await expect(new FindExactAddress(lookup).execute('Nowhere at all')).resolves.toBeNull();
    expect(calls.resolve).toBe(0);
    const down: AddressLookup = {
      attribution: 'Down',
      startSession: () => ({
        suggest: vi.fn(() => Promise.reject(new Error('offline'))),
        resolve: vi.fn(),
      }),
    };
    await expect(
      new FindExactAddress(down).execute('1 Wellington Place, Leeds LS1 4AP'),
    ).rejects.toThrow('offline');
  });
});
