/**
 * Scale check: the demo store keeps 10,000 loads (about 5 bids each) and searches them by
 * load number, pickup or delivery address and driver name in under 50 ms. Prints the median over
 * 50 queries, both for `searchLoads` alone and through `DemoMarketplace.read` (over a storage two
 * tabs share, as in the browser), and exits 1 when either is over the budget. Also prints what a
 * change costs in one tab, alone and right after another tab's change.
 *
 * Run (vite-node is not installed; Vite's own module runner loads the TypeScript):
 *   node --input-type=module -e "await (await import('vite')).runnerImport('./scripts/bench-demo.ts', { configFile: false, logLevel: 'error' })"
 */
import { performance } from 'node:perf_hooks';
import { UK_GAZETTEER } from '../src/infrastructure/maps/offline/uk-gazetteer';
import { DemoClock } from '../src/infrastructure/memory/demo/demo-clock';
import { DemoMarketplace } from '../src/infrastructure/memory/demo/demo-marketplace';
import { BidArrivalProcess } from '../src/infrastructure/memory/demo/demo-bid-arrivals';
import { canCarry } from '../src/infrastructure/memory/demo/demo-carriers';
import { searchLoads } from '../src/infrastructure/memory/demo/demo-search';
import { createDemoSeed } from '../src/infrastructure/memory/demo/demo-seed';
import { TripProgressProcess, loadRoadKm } from '../src/infrastructure/memory/demo/demo-trips';
import type { DemoLoad, DemoState } from '../src/infrastructure/memory/demo/demo-state';
import { quotePrice } from '../src/infrastructure/memory/demo/price-model';
import { SeededRandom } from '../src/infrastructure/memory/demo/demo-random';

const LOADS = 10_000;
const BIDS_PER_LOAD = 5;
const QUERIES = 50;
const BUDGET_MS = 50;
const OWNER_ID = 1;

const STREETS = ['High Street', 'Station Road', 'Mill Lane', 'Enterprise Way', 'Harbour Road'];

function buildState(now: Date): DemoState {
  const state = createDemoSeed(now);
  const rnd = new SeededRandom(11);
  const templates = state.loads.filter((l) => l.ownerId === OWNER_ID);
  const towns = UK_GAZETTEER.filter((p) => p.kind !== 'postcode-district');
  const statuses: DemoLoad['status'][] = ['pending', 'assigned', 'in_progress', 'completed'];
  for (let i = 0; i < LOADS; i++) {
    const template = templates[i % templates.length];
    if (!template) throw new Error('The seed has no loads to copy.');
    const from = rnd.pick(towns);
    const to = rnd.pick(towns);
    const place = (town: (typeof towns)[number]) => ({
      address: `${rnd.int(1, 300)} ${rnd.pick(STREETS)}, ${town.name} ${town.postcodeDistrict} ${rnd.int(1, 9)}${rnd.letters(2)}`,
      lat: town.lat,
      lng: town.lng,
      city: town.name,
      region: town.county,
      postcode: town.postcodeDistrict,
    });
    const id = 200_000 + i;
    const load: DemoLoad = {
      ...structuredClone(template),
      id,
      loadNo: `BH-${id}`,
      pickup: place(from),
      delivery: place(to),
      status: rnd.pick(statuses),
      assignedCarrierId: null,
      acceptedBidId: null,
      pendingBids: [],
      trip: null,
    };
    const bidders = state.carriers
      .filter((c) => canCarry(c, load.weightKg))
      .slice(0, BIDS_PER_LOAD);
    bidders.forEach((carrier, n) => {
      state.nextId += 1;
      state.bids.push({
        id: state.nextId,
        loadId: id,
        carrierId: carrier.id,
        amount: quotePrice(loadRoadKm(load), load.weightKg, 0.9 + n * 0.05),
        currencySymbol: '£',
        status: 'pending',
        note: null,
        placedAt: now.toISOString(),
        acceptedAt: null,
        rejectedAt: null,
        decisionNote: null,
      });
    });
    if (load.status !== 'pending' && bidders[0]) load.assignedCarrierId = bidders[0].id;
    state.loads.push(load);
  }
  return state;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const now = new Date('2026-03-02T10:00:00Z');
const state = buildState(now);
const words = [
  'bh-2',
  'BH-20517',
  'leeds',
  'Manchester',
  'station road',
  'priya',
  'haulage',
  'LS1',
  'zzz-none',
  '',
];
const queries = Array.from({ length: QUERIES }, (_, i) => words[i % words.length] ?? '');

const direct: number[] = [];
let matches = 0;
for (const q of queries) {
  const start = performance.now();
  matches += searchLoads(state, OWNER_ID, q).length;
  direct.push(performance.now() - start);
}

/** localStorage as the tabs of one browser share it, without the browser's 5 MB quota. */
class SharedStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const clock = new DemoClock(() => now.getTime());
const storage = new SharedStorage();
function openTab(): DemoMarketplace {
  const tab = new DemoMarketplace({ storage, clock, seed: () => structuredClone(state) });
  tab.registerProcesses(new BidArrivalProcess(), new TripProgressProcess());
  return tab;
}
const tabA = openTab();
const tabB = openTab();
const viaStore: number[] = [];
for (const q of queries) {
  const start = performance.now();
  tabB.read((s) => searchLoads(s, OWNER_ID, q).length);
  viaStore.push(performance.now() - start);
}

// A change in tab B when the stored state is the one B wrote, and right after tab A changed it
// (B then re-reads the stored state before changing it).
const CHANGES = 10;
const alone: number[] = [];
const afterOtherTab: number[] = [];
const change = (tab: DemoMarketplace, into: number[] | null, n: number) => {
  const start = performance.now();
  tab.transact((s, at) => {
    s.waitlist.push({ name: `Bench ${n}`, email: `bench-${n}@example.test`, at: at.toISOString() });
  });
  into?.push(performance.now() - start);
};
for (let i = 0; i < CHANGES; i++) {
  change(tabA, null, 3 * i);
  change(tabB, afterOtherTab, 3 * i + 1);
  change(tabB, alone, 3 * i + 2);
}
tabA.dispose();
tabB.dispose();

const loads = state.loads.length;
const bids = state.bids.length;
const directMs = median(direct);
const storeMs = median(viaStore);
process.stdout.write(
  `demo search: ${loads} loads, ${bids} bids, ${QUERIES} queries (${matches} hits)\n` +
    `  searchLoads median ${directMs.toFixed(2)} ms (max ${Math.max(...direct).toFixed(2)} ms)\n` +
    `  marketplace.read + searchLoads median ${storeMs.toFixed(2)} ms (max ${Math.max(...viaStore).toFixed(2)} ms)\n` +
    `  budget ${BUDGET_MS} ms: ${directMs <= BUDGET_MS && storeMs <= BUDGET_MS ? 'ok' : 'OVER'}\n` +
    `  a change in one tab (${CHANGES} each, not budgeted): median ${median(alone).toFixed(1)} ms, ` +
    `${median(afterOtherTab).toFixed(1)} ms right after another tab's change\n`,
);
if (directMs > BUDGET_MS || storeMs > BUDGET_MS) process.exitCode = 1;
