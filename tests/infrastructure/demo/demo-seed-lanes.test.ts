import { describe, expect, it } from 'vitest';
import { checkPrice, comparableJobs, priceVerdict } from '../../../src/domain/pricing/price-check';
import { pricedJobsOf, priceSubjectOfLoad } from '../../../src/domain/pricing/price-subject';
import { sameLane } from '../../../src/domain/pricing/priced-route';
import { recentAddresses } from '../../../src/domain/repeat/recent-addresses';
import { loadFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { BUSY_LOAD_NO, createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';

/**
 * The seed shows off the price check and repeat work (issues 18, 19): the busy load runs a lane
 * the demo customer has paid for many times, and her loads come back to the same addresses.
 */
describe.each(['2026-03-02T10:00:00Z', '2026-11-22T23:30:00Z'])('the demo seed at %s', (at) => {
  const state = createDemoSeed(new Date(at));
  const mine = state.loads.filter((l) => l.ownerId === 1).map((l) => loadFromDemo(state, l));
  const busy = mine.find((l) => l.loadNo === BUSY_LOAD_NO)!;
  const subject = priceSubjectOfLoad(busy);
  const jobs = pricedJobsOf(mine);

  it('holds at least 6 past jobs with accepted amounts on the busy load’s lane', () => {
    const onLane = jobs.filter((job) => sameLane(subject, job));
    expect(onLane.length).toBeGreaterThanOrEqual(6);
    expect(comparableJobs(subject, jobs).length).toBeGreaterThanOrEqual(6);
  });

  it('gives the busy load a typical range that some open bids fall below, some within, some above', () => {
    const check = checkPrice(subject, jobs);
    expect(check).toMatchObject({ kind: 'range', low: 238, high: 252, jobs: 7 });
    const open = state.bids.filter((b) => b.loadId === busy.id && b.status === 'pending');
    const kinds = open.map((b) => priceVerdict(check, b.amount, b.currencySymbol)?.kind);
    expect(kinds.filter((k) => k === 'below').length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((k) => k === 'within').length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((k) => k === 'above').length).toBeGreaterThanOrEqual(2);
  });

  it('repeats lanes: the recent addresses are the regular ones, each listed once', () => {
    const recent = recentAddresses(mine, state.users[0]!.address).map((r) => r.address);
    expect(recent.slice(0, 2)).toEqual([
      'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG',
      '48 Broad Street, Birmingham B1 2HF',
    ]);
    expect(new Set(recent).size).toBe(recent.length);
    const fromDepot = mine.filter((l) => l.pickupAddress === recent[0]);
    expect(fromDepot.length).toBeGreaterThanOrEqual(10);
    expect(recentAddresses(mine, null, 'york yo30').map((r) => r.address)).toEqual([
      '14 Clifton Moor Gate, York YO30 4WY',
    ]);
  });
});
