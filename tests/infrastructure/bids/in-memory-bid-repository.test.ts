import { describe, expect, it } from 'vitest';
import {
  bidFromDemo,
  InMemoryBidRepository,
} from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { bidsDemoBackend, demoBidsOf } from '../../contract/bids/bids-demo-backend';

describe('InMemoryBidRepository', () => {
  it('shows the carrier as the bidder: name, role, rating and its vehicle', () => {
    const backend = bidsDemoBackend();
    backend.marketplace.read((state) => {
      const demo = state.bids.find((b) => b.loadId === backend.busyLoadId)!;
      const carrier = state.carriers.find((c) => c.id === demo.carrierId)!;
      const vehicle = state.vehicles.find((v) => v.id === carrier.vehicleId)!;
      expect(bidFromDemo(state, demo)).toMatchObject({
        id: demo.id,
        bidder: { name: carrier.name, roleId: carrier.roleId, avatarUrl: null },
        rating: { avg: carrier.rating, count: carrier.ratingCount },
        vehicleName: vehicle.name,
        currencySymbol: '£',
      });
    });
  });

  it('a failed reject (fault injected) changes nothing', async () => {
    const backend = bidsDemoBackend();
    const repo = new InMemoryBidRepository(backend.gateway);
    const open = demoBidsOf(backend, backend.busyLoadId).find((b) => b.status === 'pending')!;
    backend.gateway.failNext('rejectBid');
    await expect(repo.reject(open.id, 'Too high for this route')).rejects.toMatchObject({
      kind: 'server',
    });
    expect(demoBidsOf(backend, backend.busyLoadId).find((b) => b.id === open.id)?.status).toBe(
      'pending',
    );
    await expect(repo.reject(open.id, '  ')).resolves.toMatchObject({ status: 'rejected' });
    expect(
      demoBidsOf(backend, backend.busyLoadId).find((b) => b.id === open.id)?.decisionNote,
    ).toBeNull();
  });

  it('a rejected bid can no longer be accepted, and an assigned load takes no more decisions', async () => {
    const backend = bidsDemoBackend();
    const repo = new InMemoryBidRepository(backend.gateway);
    const [a, b, c] = demoBidsOf(backend, backend.busyLoadId).filter(
      (bid) => bid.status === 'pending',
    );
    await repo.reject(a!.id, 'No');
    await expect(repo.accept(a!.id, 'Proceed')).rejects.toMatchObject({ status: 409 });
    await repo.accept(b!.id, 'Proceed');
    await expect(repo.reject(c!.id, 'No')).rejects.toMatchObject({ status: 409 });
  });
});
