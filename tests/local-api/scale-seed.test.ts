import { describe, expect, it } from 'vitest';
import { createDemoSeed, DEMO_CUSTOMER } from '../../src/infrastructure/memory/demo/demo-seed';
import type { DemoState } from '../../src/infrastructure/memory/demo/demo-state';
import { createScaleSeed, SCALE_LOAD_ID, SCALE_LOAD_NO } from '../../local-api/scale-seed';
import { runApi } from './local-api-fixture';

const NOW = new Date('2026-03-14T10:20:00Z');
const DAY = 24 * 60 * 60 * 1000;

const dana = (state: DemoState) => state.loads.filter((l) => l.ownerId === 1);
const daysAgo = (date: string) => (NOW.getTime() - Date.parse(`${date}T12:00:00`)) / DAY;

describe('local API: the scale seed', () => {
  const state = createScaleSeed(NOW, { loads: 5000, bids: 200 });

  it('gives the demo shipper exactly --seed-loads loads, and its open load --seed-bids bids', () => {
    expect(state.users.find((u) => u.id === 1)?.email).toBe(DEMO_CUSTOMER.email);
    expect(dana(state)).toHaveLength(5000);
    const crowded = state.loads.find((l) => l.loadNo === SCALE_LOAD_NO);
    expect(crowded).toMatchObject({ id: SCALE_LOAD_ID, ownerId: 1, status: 'pending' });
    const bids = state.bids.filter((b) => b.loadId === SCALE_LOAD_ID);
    expect(bids).toHaveLength(200);
    expect(bids.every((b) => b.status === 'pending')).toBe(true);
    expect(new Set(bids.map((b) => b.carrierId)).size).toBe(200);
  });

  it('adds a year of past jobs: completed with an accepted bid, cancelled, some on the road', () => {
    const past = dana(state).filter((l) => l.id > SCALE_LOAD_ID);
    expect(past).toHaveLength(5000 - dana(createDemoSeed(NOW)).length - 1);
    const byStatus = (status: string) => past.filter((l) => l.status === status);
    expect(byStatus('completed').length).toBeGreaterThan(0.8 * past.length);
    expect(byStatus('cancelled').length).toBeGreaterThan(0.08 * past.length);
    expect(byStatus('in_progress').length).toBeGreaterThan(0.01 * past.length);
    expect(byStatus('completed').length + byStatus('cancelled').length).toBe(
      past.length - byStatus('in_progress').length,
    );
    const ages = past.map((l) => daysAgo(l.pickupDate));
    expect(Math.max(...ages)).toBeLessThanOrEqual(366);
    expect(Math.max(...ages)).toBeGreaterThan(350);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(-1);
    const bidsById = new Map(state.bids.map((b) => [b.id, b]));
    for (const load of [...byStatus('completed'), ...byStatus('in_progress')]) {
      const accepted = bidsById.get(load.acceptedBidId ?? 0);
      expect(accepted).toMatchObject({ loadId: load.id, status: 'accepted' });
      expect(accepted?.amount).toBeGreaterThan(0);
    }
    expect(byStatus('cancelled').every((l) => l.acceptedBidId === null)).toBe(true);
  });

  it('keeps the demo seed under it as demo mode has it, and numbers new records after its own', () => {
    const demo = createDemoSeed(NOW);
    expect(state.users).toEqual(demo.users);
    for (const load of demo.loads) expect(state.loads.find((l) => l.id === load.id)).toEqual(load);
    for (const bid of demo.bids) expect(state.bids.find((b) => b.id === bid.id)).toEqual(bid);
    const ids = [...state.loads, ...state.bids].map((r) => r.id);
    expect(state.nextId).toBe(Math.max(...ids));
  });

  it('gives the same data on every run at the same moment', () => {
    expect(createScaleSeed(NOW, { loads: 5000, bids: 200 })).toEqual(state);
  });

  it('refuses fewer loads than the demo seed gives the shipper already', () => {
    const owned = dana(createDemoSeed(NOW)).length;
    expect(() => createScaleSeed(NOW, { loads: owned - 1, bids: null })).toThrow(
      `The demo shipper has ${owned} loads already; ${owned - 1} is fewer.`,
    );
    expect(dana(createScaleSeed(NOW, { loads: owned, bids: null }))).toHaveLength(owned);
  });

  it('`npm run api -- --seed-loads N --seed-bids M` serves that many', async () => {
    const { child, printed, exited } = await runApi(
      ['--seed-loads', '120', '--seed-bids=30', '--max-seconds', '10'],
      /Seeded bids.*\n/,
    );
    expect(printed).toMatch(/Seeded loads\s+120\n/);
    expect(printed).toMatch(new RegExp(`Seeded bids\\s+30 on ${SCALE_LOAD_NO}\\n`));
    const base = /Bidhaul local API\s+(\S+)/.exec(printed)?.[1];
    const signedIn = await fetch(`${base}/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    });
    const { access_token: token } = (await signedIn.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    const loads = await fetch(`${base}/customer/loads/list`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ q: '', page: '1', per_page: '100' }),
    });
    expect(await loads.json()).toMatchObject({ message: { meta: { total: 120, last_page: 2 } } });
    const bids = await fetch(`${base}/loads/${SCALE_LOAD_ID}/bids?per_page=10`, { headers });
    expect(await bids.json()).toMatchObject({ meta: { total: 30 } });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});
