export const KB: number;
export const HOME_BUDGET_KB: number;
export const HOME_TARGET_KB: number;
export const PORTAL_BUDGET_KB: number;

export interface RouteFigure {
  route: string;
  bytes: number;
  budgetKb: number;
  ok: boolean;
  missing?: boolean;
}

export interface BundleResult {
  routes: RouteFigure[];
  lazyOnly: { what: string; found: string[]; lazyChunk: boolean }[];
  /** Per mode, the other mode's adapters found in what its pages download. */
  modeSplit?: { mode: 'demo' | 'http'; what: string; found: string[] }[];
  firstVisitFree?: { what: string; found: string[] }[];
}

export function bundleFailures(result: BundleResult): string[];
