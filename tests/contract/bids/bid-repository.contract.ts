import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import type { BidRepository } from '../../../src/application/ports/bid-repository.port';
import { bidsDemoBackend, demoBidsOf, type BidsDemoBackend } from './bids-demo-backend';
import { idOf } from '../../support/record-ids';
import { NOT_ABORTED } from '../../support/signals';

export interface BidRepositoryEnv {
  readonly repo: BidRepository;
  readonly backend: BidsDemoBackend;
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/**
 * The BidRepository contract (GET loads/{id}/bids, POST bids/{id}/accept and bids/{id}/reject;
 * simulated bidders, a customer acts on their own loads' bids only, one accepted bid per load),
 * run against every adapter over the same seeded demo marketplace.
 */
export function describeBidRepositoryContract(
  name: string,
  makeEnv: (backend: BidsDemoBackend) => BidRepositoryEnv | Promise<BidRepositoryEnv>,
) {
  describe(`BidRepository contract: ${name}`, () => {
    let env: BidRepositoryEnv;
    let backend: BidsDemoBackend;
    beforeEach(async () => {
      backend = bidsDemoBackend();
      env = await makeEnv(backend);
    });

    it('lists the busy load 10 a page, newest first, with the pagination meta', async () => {
      const first = await env.repo.list(backend.busyLoadId, { signal: NOT_ABORTED, page: 1 });
      expect(first.items).toHaveLength(10);
      expect(first.meta).toEqual({
        currentPage: 1,
        perPage: 10,
        total: 20,
        lastPage: 2,
        from: 1,
        to: 10,
      });
      const placed = first.items.map((b) => Date.parse(b.placedAt ?? ''));
      expect([...placed].sort((a, b) => b - a)).toEqual(placed);

      const second = await env.repo.list(backend.busyLoadId, {
        signal: NOT_ABORTED,
        page: 2,
        perPage: 10,
      });
      expect(second.items).toHaveLength(10);
      expect(second.meta).toMatchObject({ currentPage: 2, from: 11, to: 20, total: 20 });
      const ids = new Set([...first.items, ...second.items].map((b) => b.id));
      expect(ids.size).toBe(20);
    });

    it('reads every bid field the screen shows', async () => {
      const { items } = await env.repo.list(backend.busyLoadId, { signal: NOT_ABORTED, page: 1 });
      const [seeded] = demoBidsOf(backend, backend.busyLoadId).filter((b) => b.id === items[0]?.id);
      const bid = items[0]!;
      expect(bid).toMatchObject({
        id: seeded?.id,
        loadId: backend.busyLoadId,
        amount: seeded?.amount,
        currencySymbol: '£',
        status: 'pending',
        note: seeded?.note,
        placedAt: seeded?.placedAt,
        acceptedAt: null,
      });
      for (const b of items) {
        expect(b.bidder.name).not.toBe('');
        expect([2, 3, 4]).toContain(b.bidder.roleId);
        expect(b.rating.avg).toBeGreaterThan(0);
        expect(b.rating.count).toBeGreaterThan(0);
        expect(b.vehicleName).toBeTruthy();
      }
    });

    it('reports the seeded rejections', async () => {
      const pages = await Promise.all(
        [1, 2].map((page) => env.repo.list(backend.busyLoadId, { signal: NOT_ABORTED, page })),
      );
      const bids = pages.flatMap((p) => p.items);
      expect(bids.filter((b) => b.status === 'rejected')).toHaveLength(4);
      expect(bids.filter((b) => b.status === 'rejected').every((b) => b.rejectedAt)).toBe(true);
    });

    it('accepts a bid: it comes back accepted and every other open bid is declined', async () => {
      const { items } = await env.repo.list(backend.busyLoadId, { signal: NOT_ABORTED, page: 1 });
      const chosen = items.find((b) => b.status === 'pending')!;
      const updated = await env.repo.accept(idOf(chosen), 'Proceed');
      expect(updated).toMatchObject({ id: chosen.id, status: 'accepted' });
      expect(updated?.acceptedAt).toBe(backend.clock.now().toISOString());

      const after = (
        await Promise.all(
          [1, 2].map((page) => env.repo.list(backend.busyLoadId, { signal: NOT_ABORTED, page })),
        )
      ).flatMap((p) => p.items);
      expect(after.filter((b) => b.status === 'accepted').map((b) => b.id)).toEqual([chosen.id]);
      expect(after.filter((b) => b.status === 'pending')).toEqual([]);
    });

    it('allows one accepted bid per load', async () => {
      const { items } = await env.repo.list(backend.busyLoadId, { signal: NOT_ABORTED, page: 1 });
      const [a, b] = items.filter((bid) => bid.status === 'pending');
      await env.repo.accept(idOf(a!), 'Proceed');
      const error = await failure(env.repo.accept(idOf(b!), 'Proceed'));
      expect(error.status).toBe(409);
      expect(error.serverMessage).toBe('A bid has already been accepted for this load.');
    });

    it('rejects a bid with its note; it comes back rejected and cannot be decided again', async () => {
      const { items } = await env.repo.list(backend.busyLoadId, { signal: NOT_ABORTED, page: 1 });
      const chosen = items.find((b) => b.status === 'pending')!;
      const updated = await env.repo.reject(idOf(chosen), 'Too high for this route');
      expect(updated).toMatchObject({ id: chosen.id, status: 'rejected' });
      expect(updated?.rejectedAt).toBeTruthy();
      expect(
        demoBidsOf(backend, backend.busyLoadId).find((b) => b.id === chosen.id)?.decisionNote,
      ).toBe('Too high for this route');
      const again = await failure(env.repo.reject(idOf(chosen), 'Too high for this route'));
      expect(again.serverMessage).toBe('This bid has already been rejected.');
    });

    it("keeps another customer's load and bids out of reach", async () => {
      const list = await failure(
        env.repo.list(backend.otherLoadId, { signal: NOT_ABORTED, page: 1 }),
      );
      expect(list.status).toBe(404);
      const accept = await failure(env.repo.accept(backend.otherBidId, 'Proceed'));
      expect(accept.serverMessage).toBe('Bid not found.');
      await failure(env.repo.reject(backend.otherBidId, 'Too high for this route'));
      expect(demoBidsOf(backend, backend.otherLoadId).every((b) => b.status === 'pending')).toBe(
        true,
      );
    });

    it('answers a signed-out caller as unauthenticated and expires the session', async () => {
      backend.session.clear();
      const error = await failure(
        env.repo.list(backend.busyLoadId, { signal: NOT_ABORTED, page: 1 }),
      );
      expect(error.kind).toBe('unauthenticated');
      expect(backend.session.current().token).toBeNull();
    });
  });
}
