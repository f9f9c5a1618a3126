import { describe, expect, it } from 'vitest';
import type {
  LoadRepository,
  LoadSearch,
} from '../../../src/application/ports/load-repository.port';
import { SearchLoadHistory } from '../../../src/application/history/search-load-history.use-case';
import { ShipperPastAddresses } from '../../../src/application/repeat/past-addresses';
import { recentAddresses } from '../../../src/domain/repeat/recent-addresses';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { AppError } from '../../../src/domain/shared/app-error';
import { demoCustomer } from '../../support/demo-customer';
import { NOT_ABORTED } from '../../support/signals';
import { wholeOf } from '../../support/parts';

/** The in-memory load repository, recording the list pages asked for; `failing` fails them. */
function countingLoads(inner: LoadRepository) {
  const pages: LoadSearch[] = [];
  const state = { failing: false };
  const repo: LoadRepository = {
    listActive: () => inner.listActive(NOT_ABORTED),
    details: (id) => inner.details(id, NOT_ABORTED),
    search: (query) => {
      pages.push(query);
      return state.failing ? Promise.reject(new AppError('network')) : inner.search(query);
    },
  };
  return { repo, pages, state };
}

function world() {
  const demo = demoCustomer();
  const { repo, pages, state } = countingLoads(new InMemoryLoadRepository(demo.gateway));
  const reader = new ShipperPastAddresses(repo, demo.session);
  return { ...demo, reader, pages, list: state };
}

describe('ShipperPastAddresses over the demo marketplace', () => {
  it("reads the shipper's loads through the History list and the profile address from the session", async () => {
    const { reader, pages, user, gateway } = world();
    const release = reader.hold();
    const book = await reader.read();
    release();

    // The seed's 37 loads, 100 a page: one page, with no search text.
    expect(pages.map((page) => [page.page, page.perPage, page.q])).toEqual([[1, 100, '']]);
    // What History lists, with the profile address last.
    const { loads } = await wholeOf(
      new SearchLoadHistory(new InMemoryLoadRepository(gateway)).execute('', NOT_ABORTED),
    );
    expect(book.entries('')).toEqual(recentAddresses(loads, user.address));
    expect(book.entries('').at(-1)).toMatchObject({ address: user.address, fromProfile: true });
    expect(book.entries('').length).toBeGreaterThan(2);
    expect(book.entries('york').every((r) => r.address.toLowerCase().includes('york'))).toBe(true);
  });

  it("Create Job's usual price reads the same loads as its address fields: the History list once", async () => {
    const { reader, pages } = world();
    const release = reader.hold();
    const book = await reader.read();
    const oneRead = pages.length;
    const loads = await reader.pastLoads();
    expect(pages.length).toBe(oneRead);
    expect(loads.length).toBeGreaterThan(10);
    expect(book.entries('').length).toBeGreaterThan(0);
    release();
  });

  it('signed out, there are no past loads and nothing is read', async () => {
    const { pages } = world();
    const repo = countingLoads(new InMemoryLoadRepository(demoCustomer().gateway));
    const signedOut = new ShipperPastAddresses(repo.repo, new LocalStorageSessionStore(null));
    expect(await signedOut.pastLoads()).toEqual([]);
    expect(repo.pages).toEqual([]);
    expect(pages).toEqual([]);
  });

  it('the fields of one screen share one read; it is dropped when the last one goes', async () => {
    const { reader, pages } = world();
    const pickup = reader.hold();
    const delivery = reader.hold();
    const [a, b] = await Promise.all([reader.read(), reader.read()]);
    expect(a.entries('')).toEqual(b.entries(''));
    const oneRead = pages.length;
    await reader.read();
    expect(pages).toHaveLength(oneRead);

    pickup();
    pickup(); // released twice: counts once
    await reader.read();
    expect(pages).toHaveLength(oneRead);
    delivery();

    // The next visit reads again, and sees what was published meanwhile.
    const next = reader.hold();
    await reader.read();
    expect(pages).toHaveLength(oneRead * 2);
    next();
  });

  it('a read the last field left is abandoned: its requests are aborted', async () => {
    const { reader, pages } = world();
    const release = reader.hold();
    const reading = reader.read();
    expect(pages[0]?.signal?.aborted).toBe(false);
    release();
    expect(pages[0]?.signal?.aborted).toBe(true);
    await reading.catch(() => undefined);
  });

  it('a failed read is not kept: the next focus reads again', async () => {
    const { reader, pages, list } = world();
    const release = reader.hold();
    list.failing = true;
    await expect(reader.read()).rejects.toMatchObject({ kind: 'network' });
    const failed = pages.length;
    list.failing = false;
    const book = await reader.read();
    expect(book.entries('').length).toBeGreaterThan(0);
    expect(pages.length).toBeGreaterThan(failed);
    release();
  });

  it('reads nothing for someone signed out (sign-up)', async () => {
    const { gateway } = world();
    const { repo, pages } = countingLoads(new InMemoryLoadRepository(gateway));
    const signedOut = new ShipperPastAddresses(repo, new LocalStorageSessionStore(null));
    expect((await signedOut.read()).entries('')).toEqual([]);
    expect(pages).toEqual([]);
  });

  it('reads afresh once the session is another one', async () => {
    const { reader, pages, session, user, marketplace } = world();
    const release = reader.hold();
    await reader.read();
    const first = pages.length;
    marketplace.transact((state, now) => {
      state.tokens.push({
        token: 'second-sign-in',
        userId: user.id ?? 0,
        createdAt: now.toISOString(),
      });
    });
    session.signIn(user, 'second-sign-in');
    await reader.read();
    expect(pages).toHaveLength(first * 2);
    release();
  });
});
