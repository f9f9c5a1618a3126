import { describe, expect, it } from 'vitest';
import type { TripRepository } from '../../../src/application/ports/trip-repository.port';
import { GroupTrips } from '../../../src/application/trips/group-trips.use-case';
import { ListTrips } from '../../../src/application/trips/list-trips.use-case';
import { AppError } from '../../../src/domain/shared/app-error';
import type { TripGroups } from '../../../src/domain/trip/trip';
import { InMemoryTripRepository } from '../../../src/infrastructure/memory/trips/in-memory-trip-repository';
import { demoCustomer } from '../../support/demo-customer';
import { makeTrip } from '../../support/trips/make-trip';
import { NOT_ABORTED } from '../../support/signals';

const repoOf = (groups: TripGroups | Error): TripRepository => ({
  list: () => (groups instanceof Error ? Promise.reject(groups) : Promise.resolve(groups)),
});

describe('ListTrips', () => {
  it('regroups what the server sent by its own status rules', async () => {
    const delivered = makeTrip({ status: 'in_progress', jobStatus: 'delivered' });
    const moving = makeTrip({ status: 'assigned', jobStatus: 'in_transit' });
    const waiting = makeTrip({ status: 'pending', jobStatus: '' });
    const list = new ListTrips(
      repoOf({ upcoming: [moving], ongoing: [delivered], completed: [waiting] }),
      new GroupTrips(),
    );
    await expect(list.execute(NOT_ABORTED)).resolves.toEqual({
      upcoming: [waiting],
      ongoing: [moving],
      completed: [delivered],
    });
  });

  it('passes a failure on unchanged', async () => {
    const error = AppError.server('down');
    await expect(new ListTrips(repoOf(error), new GroupTrips()).execute(NOT_ABORTED)).rejects.toBe(
      error,
    );
  });

  it('gives the demo seed as 3 upcoming, 3 ongoing and 15 completed', async () => {
    const { gateway } = demoCustomer();
    const groups = await new ListTrips(
      new InMemoryTripRepository(gateway),
      new GroupTrips(),
    ).execute(NOT_ABORTED);
    expect([groups.upcoming.length, groups.ongoing.length, groups.completed.length]).toEqual([
      3, 3, 15,
    ]);
  });
});
