import { describe, expect, it } from 'vitest';
import { InMemoryTripRepository } from '../../../src/infrastructure/memory/trips/in-memory-trip-repository';
import { currentPositionOf } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { acceptBidInState } from '../../../src/infrastructure/memory/demo/demo-trips';
import { ListTrips } from '../../../src/application/trips/list-trips.use-case';
import { GroupTrips } from '../../../src/application/trips/group-trips.use-case';
import { demoCustomer } from '../../support/demo-customer';
import { idOf } from '../../support/record-ids';
import { NOT_ABORTED } from '../../support/signals';

describe('InMemoryTripRepository (the demo customer/my-trips over the seed)', () => {
  it('lists the seed: 3 upcoming, 3 ongoing, 15 completed', async () => {
    const { gateway } = demoCustomer();
    const groups = await new InMemoryTripRepository(gateway).list(NOT_ABORTED);
    expect([groups.upcoming.length, groups.ongoing.length, groups.completed.length]).toEqual([
      3, 3, 15,
    ]);
    expect(groups.upcoming.every((t) => t.status === 'assigned')).toBe(true);
    expect(groups.ongoing.every((t) => t.status === 'in_progress')).toBe(true);
    expect(groups.completed.every((t) => t.jobStatus === 'delivered')).toBe(true);
  });

  it('maps a load: the assigned carrier as driver, the accepted bid as price, its trip reference', async () => {
    const { gateway, marketplace } = demoCustomer();
    const [trip] = (await new InMemoryTripRepository(gateway).list(NOT_ABORTED)).ongoing;
    const expected = marketplace.read((state) => {
      const load = state.loads.find((l) => l.id === trip?.id)!;
      const carrier = state.carriers.find((c) => c.id === load.assignedCarrierId)!;
      return {
        load,
        carrier,
        vehicle: state.vehicles.find((v) => v.id === carrier.vehicleId)!.name,
        amount: state.bids.find((b) => b.id === load.acceptedBidId)!.amount,
      };
    });
    expect(trip).toMatchObject({
      status: 'in_progress',
      jobStatus: expected.load.jobStatus,
      reference: expected.load.trip?.reference,
      price: expected.amount,
      currentLocation: currentPositionOf(expected.load),
      pickup: {
        address: expected.load.pickup.address,
        location: { lat: expected.load.pickup.lat, lng: expected.load.pickup.lng },
      },
      delivery: { address: expected.load.delivery.address },
      driver: {
        name: expected.carrier.name,
        phone: expected.carrier.phone,
        rating: expected.carrier.rating,
        vehicleType: expected.vehicle,
        avatarUrl: null,
      },
    });
    expect(trip?.currentLocation).not.toBeNull();
  });

  it('gives upcoming and completed trips no current position', async () => {
    const { gateway } = demoCustomer();
    const groups = await new InMemoryTripRepository(gateway).list(NOT_ABORTED);
    expect([...groups.upcoming, ...groups.completed].every((t) => t.currentLocation === null)).toBe(
      true,
    );
  });

  it('orders upcoming soonest first and completed newest first', async () => {
    const { gateway } = demoCustomer();
    const { upcoming, completed } = await new InMemoryTripRepository(gateway).list(NOT_ABORTED);
    const scheduled = upcoming.map((t) => t.scheduledAt ?? '');
    expect(scheduled).toEqual([...scheduled].sort());
    const delivered = completed.map((t) => t.delivery.time ?? '');
    expect(delivered).toEqual([...delivered].sort().reverse());
  });

  it("shows only the signed-in customer's trips", async () => {
    const { gateway, marketplace, user } = demoCustomer();
    const ids = marketplace.read(
      (s) => new Set(s.loads.filter((l) => l.ownerId === user.id).map((l) => l.id)),
    );
    const groups = await new InMemoryTripRepository(gateway).list(NOT_ABORTED);
    for (const trip of [...groups.upcoming, ...groups.ongoing, ...groups.completed])
      expect(ids.has(idOf(trip))).toBe(true);
  });

  it('moves the drivers as demo time passes, and a trip reaches completed', async () => {
    const { gateway, time } = demoCustomer();
    const repo = new InMemoryTripRepository(gateway);
    const before = await repo.list(NOT_ABORTED);
    time.advance(10 * 60_000);
    const later = await repo.list(NOT_ABORTED);
    const first = before.ongoing[0]!;
    const same = later.ongoing.find((t) => t.id === first.id);
    expect(same?.currentLocation).not.toEqual(first.currentLocation);
    time.clock.advanceBy(24 * 3_600_000); // a jump: the next read brings the simulation up to date
    const done = await repo.list(NOT_ABORTED);
    expect(done.completed.some((t) => t.id === first.id)).toBe(true);
  });

  it('adds a trip to upcoming when a bid is accepted', async () => {
    const { gateway, marketplace, user } = demoCustomer();
    marketplace.transact((state, now) => {
      const load = state.loads.find(
        (l) =>
          l.ownerId === user.id &&
          l.status === 'pending' &&
          state.bids.some((b) => b.loadId === l.id && b.status === 'pending'),
      )!;
      const bid = state.bids.find((b) => b.loadId === load.id && b.status === 'pending')!;
      acceptBidInState(state, load, bid, now, 'Proceed');
    });
    const groups = await new ListTrips(
      new InMemoryTripRepository(gateway),
      new GroupTrips(),
    ).execute(NOT_ABORTED);
    expect(groups.upcoming).toHaveLength(4);
  });

  it("is the 'trips' operation for injected faults", async () => {
    const { gateway } = demoCustomer();
    gateway.failNext('trips');
    await expect(new InMemoryTripRepository(gateway).list(NOT_ABORTED)).rejects.toMatchObject({
      kind: 'server',
    });
  });
});
