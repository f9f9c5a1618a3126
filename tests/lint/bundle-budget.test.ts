import { describe, expect, it } from 'vitest';
import {
  bundleFailures,
  KB,
  PORTAL_BUDGET_KB,
  type RouteFigure,
} from '../../scripts/bundle-budget.mjs';

/** The budget check CI runs (`npm run budget`). */
const route = (name: string, kb: number): RouteFigure => {
  const bytes = kb * KB;
  return { route: name, bytes, budgetKb: PORTAL_BUDGET_KB, ok: bytes <= PORTAL_BUDGET_KB * KB };
};
const check = (...routes: RouteFigure[]) => bundleFailures({ routes, lazyOnly: [] });

describe('bundleFailures', () => {
  it('passes a route within its budget', () => {
    expect(check(route('/dashboard', 259.9))).toEqual([]);
  });

  it('fails a route over its budget, naming the route and both figures', () => {
    expect(check(route('/dashboard', 259.9), route('/trips', 260.5))).toEqual([
      '/trips: 260.5 KB > 260 KB',
    ]);
  });

  it('fails a route whose screen has no chunk', () => {
    expect(check({ ...route('/history', 0), ok: false, missing: true })).toEqual([
      '/history: no chunk',
    ]);
  });

  it('fails a piece that must load only when used', () => {
    expect(
      bundleFailures({
        routes: [],
        lazyOnly: [{ what: 'dialogs', found: ['x.js'], lazyChunk: true }],
      }),
    ).toEqual(['dialogs is loaded eagerly']);
  });

  it("fails a page that downloads the other mode's adapters", () => {
    expect(
      bundleFailures({
        routes: [],
        lazyOnly: [],
        modeSplit: [
          { mode: 'demo', what: 'HTTP adapters (axios)', found: ['/bids: "axios/" in x.js'] },
          { mode: 'http', what: 'the demo backend', found: [] },
        ],
      }),
    ).toEqual(['HTTP adapters (axios) downloaded by demo pages']);
  });
});

describe('pieces no first visit downloads', () => {
  it('fails when a route’s first visit downloads the CSV reader', () => {
    expect(
      bundleFailures({
        routes: [],
        lazyOnly: [],
        firstVisitFree: [
          {
            what: 'the CSV reader (papaparse)',
            found: ['/create-job/import: "__parsed_extra" in x.js'],
          },
        ],
      }),
    ).toEqual(['the CSV reader (papaparse) is on a first visit']);
    expect(
      bundleFailures({
        routes: [],
        lazyOnly: [],
        firstVisitFree: [{ what: 'the CSV reader (papaparse)', found: [] }],
      }),
    ).toEqual([]);
  });
});
