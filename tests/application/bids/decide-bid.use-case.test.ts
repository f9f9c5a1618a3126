import { beforeEach, describe, expect, it } from 'vitest';
import { AcceptBid } from '../../../src/application/bids/accept-bid.use-case';
import { RejectBid } from '../../../src/application/bids/reject-bid.use-case';
import type { Bid } from '../../../src/domain/bid/bid';
import type { BidRepository } from '../../../src/application/ports/bid-repository.port';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import {
  bidsDemoBackend,
  demoBidsOf,
  type BidsDemoBackend,
} from '../../contract/bids/bids-demo-backend';
import { NOT_ABORTED } from '../../support/signals';

/** Records the notes sent. */
class NoteSpy implements BidRepository {
  readonly sent: [string, number, string][] = [];
  async list(): Promise<never> {
    throw new Error('not used');
  }
  async accept(id: number, note: string): Promise<Bid | null> {
    this.sent.push(['accept', id, note]);
    return null;
  }
  async reject(id: number, note: string): Promise<Bid | null> {
    this.sent.push(['reject', id, note]);
    return null;
  }
}

describe('AcceptBid and RejectBid send the default notes', () => {
  it("accepts with 'Proceed' and rejects with 'Too high for this route' unless told otherwise", async () => {
    const spy = new NoteSpy();
    await new AcceptBid(spy).execute(1);
    await new RejectBid(spy).execute(2);
    await new AcceptBid(spy).execute(3, '  ');
    await new RejectBid(spy).execute(4, 'Found a closer driver');
    expect(spy.sent).toEqual([
      ['accept', 1, 'Proceed'],
      ['reject', 2, 'Too high for this route'],
      ['accept', 3, 'Proceed'],
      ['reject', 4, 'Found a closer driver'],
    ]);
  });
});

describe('deciding bids in the demo marketplace', () => {
  let backend: BidsDemoBackend;
  let bids: InMemoryBidRepository;
  let openIds: number[];
  beforeEach(() => {
    backend = bidsDemoBackend();
    bids = new InMemoryBidRepository(backend.gateway);
    openIds = demoBidsOf(backend, backend.busyLoadId)
      .filter((b) => b.status === 'pending')
      .map((b) => b.id);
  });

  it('accepting assigns the load, declines the other open bids and creates the upcoming trip', async () => {
    const chosen = openIds[3]!;
    const accepted = await new AcceptBid(bids).execute(chosen);
    expect(accepted).toMatchObject({
      id: chosen,
      status: 'accepted',
      acceptedAt: backend.clock.now().toISOString(),
    });

    const after = demoBidsOf(backend, backend.busyLoadId);
    expect(after.find((b) => b.id === chosen)).toMatchObject({
      status: 'accepted',
      decisionNote: 'Proceed',
    });
    const others = after.filter((b) => b.id !== chosen);
    expect(others.every((b) => b.status === 'rejected' && b.rejectedAt)).toBe(true);

    const load = await new InMemoryLoadRepository(backend.gateway).details(
      backend.busyLoadId,
      NOT_ABORTED,
    );
    expect(load.status).toBe('assigned');
    expect(load.referenceNumber).toBe(`TRP-${backend.busyLoadId}`);
    expect(load.assignedDriver?.name).toBe(accepted?.bidder.name);
  });

  it('rejecting keeps the note and leaves the other bids open', async () => {
    const chosen = openIds[0]!;
    const rejected = await new RejectBid(bids).execute(chosen);
    expect(rejected).toMatchObject({
      id: chosen,
      status: 'rejected',
      rejectedAt: backend.clock.now().toISOString(),
    });
    const after = demoBidsOf(backend, backend.busyLoadId);
    expect(after.find((b) => b.id === chosen)?.decisionNote).toBe('Too high for this route');
    expect(after.filter((b) => b.status === 'pending')).toHaveLength(openIds.length - 1);
  });

  it('a failed accept changes nothing', async () => {
    backend.gateway.failNext('acceptBid');
    await expect(new AcceptBid(bids).execute(openIds[0]!)).rejects.toMatchObject({
      kind: 'server',
    });
    expect(
      demoBidsOf(backend, backend.busyLoadId).filter((b) => b.status === 'pending'),
    ).toHaveLength(openIds.length);
  });
});
