import { describe, expect, it } from 'vitest';
import type {
  LoadRepository,
  LoadSearch,
} from '../../../src/application/ports/load-repository.port';
import { CheckLoadPrice } from '../../../src/application/pricing/check-load-price.use-case';
import { priceVerdict } from '../../../src/domain/pricing/price-check';
import { usualPriceText } from '../../../src/domain/pricing/price-check-texts';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { BUSY_LOAD_NO } from '../../../src/infrastructure/memory/demo/demo-seed';
import { demoCustomer } from '../../support/demo-customer';
import { NOT_ABORTED } from '../../support/signals';

/** The in-memory load repository, counting what it is asked. */
function countingLoads(inner: LoadRepository) {
  const calls = { search: [] as LoadSearch[], listActive: 0, details: 0 };
  const repo: LoadRepository = {
    listActive: () => {
      calls.listActive += 1;
      return inner.listActive(NOT_ABORTED);
    },
    search: (query) => {
      calls.search.push(query);
      return inner.search(query);
    },
    details: (id) => {
      calls.details += 1;
      return inner.details(id, NOT_ABORTED);
    },
  };
  return { repo, calls };
}

describe('CheckLoadPrice over the demo marketplace', () => {
  it('reads the past jobs once, through the history list, and answers for the busy load', async () => {
    const { gateway } = demoCustomer();
    const loads = new InMemoryLoadRepository(gateway);
    const busy = (await loads.listActive(NOT_ABORTED)).find((l) => l.loadNo === BUSY_LOAD_NO)!;
    const { repo, calls } = countingLoads(loads);

    const check = await new CheckLoadPrice(repo).execute(busy, NOT_ABORTED);

    expect(usualPriceText(check)).toBe('Jobs like this usually cost you £238–£252 (7 jobs)');
    // 37 loads, 100 a page: page 1 once, with no search text; nothing else asked.
    expect(calls.search.map((q) => [q.page, q.perPage, q.q])).toEqual([[1, 100, '']]);
    expect([calls.listActive, calls.details]).toEqual([0, 0]);

    const bids = await new InMemoryBidRepository(gateway).list(busy.id!, {
      signal: NOT_ABORTED,
      page: 1,
      perPage: 50,
    });
    const kinds = new Set(
      bids.items
        .filter((b) => b.status === 'pending')
        .map((b) => priceVerdict(check, b.amount, b.currencySymbol)?.kind),
    );
    expect([...kinds].sort()).toEqual(['above', 'below', 'within']);
  });

  it('says there is not enough to compare for a load unlike any past job', async () => {
    const { gateway } = demoCustomer();
    const loads = new InMemoryLoadRepository(gateway);
    const busy = (await loads.listActive(NOT_ABORTED)).find((l) => l.loadNo === BUSY_LOAD_NO)!;
    const unlike = { ...busy, weightKg: 20_000, preferredVehicleName: 'Articulated lorry (44 t)' };
    const check = await new CheckLoadPrice(loads).execute(unlike, NOT_ABORTED);
    expect(check).toEqual({ kind: 'not-enough', jobs: 0 });
  });

  it('passes the abort signal to the reads, so a screen left stops them', async () => {
    const { gateway } = demoCustomer();
    const { repo, calls } = countingLoads(new InMemoryLoadRepository(gateway));
    const busy = (await repo.listActive(NOT_ABORTED)).find((l) => l.loadNo === BUSY_LOAD_NO)!;
    const controller = new AbortController();
    await new CheckLoadPrice(repo).execute(busy, controller.signal);
    expect(calls.search.every((q) => q.signal === controller.signal)).toBe(true);
  });
});
