import { describe, expect, it } from 'vitest';
import type {
  AddressLookup,
  AddressSuggestion,
} from '../../../src/application/ports/address-lookup.port';
import { MatchTypedAddress } from '../../../src/application/create-job/match-typed-address.use-case';
import { AppError } from '../../../src/domain/shared/app-error';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';

/** A lookup over the offline gazetteer, recording what it is asked to suggest and resolve. */
function recordingLookup(failing = false) {
  const offline = new OfflineAddressLookup();
  const asked = { suggest: [] as string[], resolve: [] as AddressSuggestion[] };
  const lookup: AddressLookup = {
    attribution: offline.attribution,
    startSession: () => {
      const session = offline.startSession();
      return {
        suggest: (query) => {
          asked.suggest.push(query);
          return failing ? Promise.reject(new AppError('network')) : session.suggest(query);
        },
        resolve: (suggestion) => {
          asked.resolve.push(suggestion);
          return session.resolve(suggestion);
        },
      };
    },
  };
  return { match: new MatchTypedAddress(lookup), asked };
}

describe('MatchTypedAddress: an address typed, not picked, looked up as typed', () => {
  it('takes the suggestion whose text was typed, case and spaces aside, with its place', async () => {
    const { match, asked } = recordingLookup();
    const found = await match.execute('  leeds, west yorkshire ls1 ');
    expect(found).toMatchObject({
      kind: 'matched',
      result: {
        address: 'Leeds, West Yorkshire LS1',
        cityName: 'Leeds',
        zipcode: 'LS1',
        isFromDropdown: true,
      },
    });
    expect(found.kind === 'matched' && found.result.latitude).toBeCloseTo(53.8, 1);
    expect(asked.suggest).toEqual(['leeds, west yorkshire ls1']);
    expect(asked.resolve).toHaveLength(1);
  });

  it('takes the first suggestion when the address it resolves to is what was typed', async () => {
    const { match, asked } = recordingLookup();
    const found = await match.execute('Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG');
    expect(found).toMatchObject({
      kind: 'matched',
      result: {
        address: 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG',
        zipcode: 'LS9 0SG',
      },
    });
    expect(asked.resolve).toHaveLength(1);
  });

  it('finds nothing for text no suggestion spells out, resolving one suggestion at most', async () => {
    const { match, asked } = recordingLookup();
    expect(await match.execute('asdf')).toEqual({ kind: 'unmatched', suggested: false });
    expect(asked.resolve).toEqual([]);
    // Leeds is suggested, but "Leeds" alone is not any suggestion's address.
    expect(await match.execute('Leeds')).toEqual({ kind: 'unmatched', suggested: true });
    expect(asked.resolve).toHaveLength(1);
  });

  it('says whether there was anything to choose: a street before a known town is suggested, one alone is not', async () => {
    const { match } = recordingLookup();
    expect(await match.execute('Unit 3 Trafford Park')).toEqual({
      kind: 'unmatched',
      suggested: false,
    });
    expect(await match.execute('Unit 3 Trafford Park, Manchester')).toEqual({
      kind: 'unmatched',
      suggested: true,
    });
  });

  it('does not ask about fewer than 3 characters', async () => {
    const { match, asked } = recordingLookup();
    expect(await match.execute(' Le ')).toEqual({ kind: 'unmatched', suggested: false });
    expect(asked.suggest).toEqual([]);
  });

  it('fails when the lookup fails', async () => {
    const { match } = recordingLookup(true);
    await expect(match.execute('Leeds, West Yorkshire LS1')).rejects.toBeInstanceOf(AppError);
  });
});
