import { describe, expect, it } from 'vitest';
import { GetLoadDetails } from '../../../src/application/history/get-load-details.use-case';
import { ListLoadBids } from '../../../src/application/history/list-load-bids.use-case';
import type {
  BidPageQuery,
  BidRepository,
} from '../../../src/application/ports/bid-repository.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import { AppError } from '../../../src/domain/shared/app-error';
import { aLoad } from '../../presentation/history/history-fixtures';
import { NOT_ABORTED } from '../../support/signals';

const loads = (details: LoadRepository['details']): LoadRepository => ({
  listActive: () => Promise.resolve([]),
  search: () => Promise.reject(new Error('not used')),
  details,
});

describe('GetLoadDetails', () => {
  it('reads the load of a valid id', async () => {
    const asked: number[] = [];
    const load = await new GetLoadDetails(
      loads((id) => {
        asked.push(id);
        return Promise.resolve(aLoad({ id }));
      }),
    ).execute(42, NOT_ABORTED);
    expect(load.id).toBe(42);
    expect(asked).toEqual([42]);
  });

  it.each([0, -3, 1.5, Number.NaN])(
    'answers not found for id %s without asking the server',
    async (id) => {
      const repo = loads(() => Promise.reject(new Error('must not be called')));
      const error = await new GetLoadDetails(repo)
        .execute(id, NOT_ABORTED)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ serverMessage: 'Load not found.', status: 404 });
    },
  );
});

describe('ListLoadBids', () => {
  it('asks for a page of 10 bids, page 1 at least', async () => {
    const asked: [number, BidPageQuery][] = [];
    const bids: BidRepository = {
      list: (loadId, query) => {
        asked.push([loadId, query]);
        return Promise.resolve({
          items: [],
          meta: { currentPage: 1, perPage: 10, total: 0, lastPage: 1, from: 0, to: 0 },
        });
      },
      accept: () => Promise.reject(new Error('read-only')),
      reject: () => Promise.reject(new Error('read-only')),
    };
    const list = new ListLoadBids(bids);
    await list.execute(7, 2, NOT_ABORTED);
    await list.execute(7, 0, NOT_ABORTED);
    await list.execute(7, Number.NaN, NOT_ABORTED);
    expect(asked).toEqual([
      [7, { page: 2, perPage: 10, signal: NOT_ABORTED }],
      [7, { page: 1, perPage: 10, signal: NOT_ABORTED }],
      [7, { page: 1, perPage: 10, signal: NOT_ABORTED }],
    ]);
  });
});
