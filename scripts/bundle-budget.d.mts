export const KB: number;
export const HOME_BUDGET_KB: number;
export const HOME_TARGET_KB: number;
export const PORTAL_BUDGET_KB: number;
export const CEILINGS_KB: Record<string, number>;

export interface RouteFigure {
  route: string;
  bytes: number;
  budgetKb: number;
  ceilingKb: number | null;
  ok: boolean;
  held: boolean;
  missing?: boolean;
}

export interface BundleResult {
  routes: RouteFigure[];
  lazyOnly: { what: string; found: string[]; lazyChunk: boolean }[];
}

export function bundleFailures(result: BundleResult): string[];
