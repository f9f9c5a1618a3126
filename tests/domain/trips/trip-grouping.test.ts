import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Trip, TripGroups } from '../../../src/domain/trip/trip';
import { groupTrips, tripGroupOf, type TripGroup } from '../../../src/domain/trip/trip-grouping';
import { idOf } from '../../support/record-ids';
import { makeTrip } from '../../support/trips/make-trip';

/** The load and trip status values the API sends, plus the empty value and one nobody knows. */
const VALUES = [
  'completed',
  'delivered',
  'in_progress',
  'picked_up',
  'en_route',
  'in_transit',
  'assigned',
  'pending',
  'cancelled',
  '',
  'on_hold',
] as const;

/**
 * The grouping rule read literally, as an independent oracle: completed when job_status is
 * completed or delivered or status contains either; else ongoing when job_status is in_progress,
 * picked_up, en_route or in_transit, or status is in_progress or picked_up; else upcoming.
 */
function specGroup(status: string, jobStatus: string): TripGroup {
  const s = status.toLowerCase();
  const j = jobStatus.toLowerCase();
  const completed =
    j === 'completed' || j === 'delivered' || s.includes('completed') || s.includes('delivered');
  if (completed) return 'completed';
  const ongoing =
    ['in_progress', 'picked_up', 'en_route', 'in_transit'].includes(j) ||
    ['in_progress', 'picked_up'].includes(s);
  return ongoing ? 'ongoing' : 'upcoming';
}

const combinations = VALUES.flatMap((status) =>
  VALUES.map((jobStatus) => [status, jobStatus] as const),
);

describe('tripGroupOf: upcoming, ongoing or completed by status', () => {
  it.each(combinations)('status %j with job_status %j', (status, jobStatus) => {
    expect(tripGroupOf(status, jobStatus)).toBe(specGroup(status, jobStatus));
  });

  it.each([
    // completed wins over everything
    ['in_progress', 'delivered', 'completed'],
    ['cancelled', 'completed', 'completed'],
    ['partially_delivered', 'en_route', 'completed'],
    ['not_completed_yet', '', 'completed'],
    // ongoing by job_status (any of four) or by status (only two)
    ['assigned', 'en_route', 'ongoing'],
    ['pending', 'in_transit', 'ongoing'],
    ['picked_up', '', 'ongoing'],
    ['in_progress', 'assigned', 'ongoing'],
    // en_route and in_transit count only as job_status, not as status
    ['en_route', '', 'upcoming'],
    ['in_transit', 'assigned', 'upcoming'],
    // everything else is upcoming, cancelled included
    ['cancelled', 'cancelled', 'upcoming'],
    ['', '', 'upcoming'],
  ] as const)('status %j, job_status %j is %s', (status, jobStatus, group) => {
    expect(tripGroupOf(status, jobStatus)).toBe(group);
  });

  it('compares trimmed and case-insensitively', () => {
    expect(tripGroupOf('Assigned', ' EN_ROUTE ')).toBe('ongoing');
    expect(tripGroupOf('DELIVERED', '')).toBe('completed');
    expect(tripGroupOf(null, undefined)).toBe('upcoming');
  });

  it('agrees with the spec text for any status strings', () => {
    const word = fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 12 }));
    const status = fc.oneof(
      word,
      fc.tuple(word, word).map(([a, b]) => `${a}_${b}`),
    );
    fc.assert(
      fc.property(status, word, (s, j) => {
        expect(tripGroupOf(s, j)).toBe(specGroup(s.trim(), j.trim()));
      }),
    );
  });
});

const statusArb = fc.constantFrom(...VALUES);
const tripArb = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  status: statusArb,
  jobStatus: statusArb,
});
const serverGroupsArb = fc.record({
  upcoming: fc.array(tripArb, { maxLength: 8 }),
  ongoing: fc.array(tripArb, { maxLength: 8 }),
  completed: fc.array(tripArb, { maxLength: 8 }),
});

function toTrips(groups: {
  upcoming: TripLike[];
  ongoing: TripLike[];
  completed: TripLike[];
}): TripGroups {
  const make = (t: TripLike): Trip => makeTrip(t);
  return {
    upcoming: groups.upcoming.map(make),
    ongoing: groups.ongoing.map(make),
    completed: groups.completed.map(make),
  };
}
type TripLike = { id: number; status: string; jobStatus: string };

describe('groupTrips (GroupTrips over every status × job_status)', () => {
  it('puts every trip in its spec group, whatever group the server sent it in', () => {
    fc.assert(
      fc.property(serverGroupsArb, (received) => {
        const grouped = groupTrips(toTrips(received));
        for (const group of ['upcoming', 'ongoing', 'completed'] as const) {
          for (const trip of grouped[group])
            expect(specGroup(trip.status, trip.jobStatus)).toBe(group);
        }
      }),
    );
  });

  it('keeps each trip once (first appearance) and loses none', () => {
    fc.assert(
      fc.property(serverGroupsArb, (received) => {
        const trips = toTrips(received);
        const all = [...trips.upcoming, ...trips.ongoing, ...trips.completed];
        const firstOf = new Map<number, Trip>();
        for (const t of all) if (!firstOf.has(idOf(t))) firstOf.set(idOf(t), t);
        const grouped = groupTrips(trips);
        const out = [...grouped.upcoming, ...grouped.ongoing, ...grouped.completed];
        expect(out.map(idOf).sort((a, b) => a - b)).toEqual(
          [...firstOf.keys()].sort((a, b) => a - b),
        );
        for (const t of out) expect(t).toBe(firstOf.get(idOf(t)));
      }),
    );
  });

  it('keeps every trip without a usable id as its own trip, wherever the server sent it', () => {
    const a = makeTrip({ id: null, reference: 'A', status: 'assigned', jobStatus: 'assigned' });
    const b = makeTrip({ id: null, reference: 'B', status: 'assigned', jobStatus: 'assigned' });
    const c = makeTrip({ id: null, reference: 'C', status: 'completed', jobStatus: 'completed' });
    const grouped = groupTrips({ upcoming: [a, b], ongoing: [], completed: [c] });
    expect(grouped.upcoming.map((t) => t.reference)).toEqual(['A', 'B']);
    expect(grouped.completed.map((t) => t.reference)).toEqual(['C']);
  });

  it('keeps the received order inside each group, and is idempotent', () => {
    fc.assert(
      fc.property(serverGroupsArb, (received) => {
        const trips = toTrips(received);
        const grouped = groupTrips(trips);
        const order = [...trips.upcoming, ...trips.ongoing, ...trips.completed];
        for (const group of ['upcoming', 'ongoing', 'completed'] as const) {
          const positions = grouped[group].map((t) => order.indexOf(t));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
        }
        expect(groupTrips(grouped)).toEqual(grouped);
      }),
    );
  });

  it('moves a delivered trip the server left in ongoing to completed', () => {
    const late = makeTrip({ status: 'in_progress', jobStatus: 'delivered' });
    const moving = makeTrip({ status: 'assigned', jobStatus: 'picked_up' });
    const grouped = groupTrips({ upcoming: [moving], ongoing: [late], completed: [] });
    expect(grouped).toEqual({ upcoming: [], ongoing: [moving], completed: [late] });
  });
});
