export const SLOWDOWN: number;
export const FLOOR_INTERACTION: string;
export const INP_GATE: { floorFactor: number };
export const INP_TARGET_MS: number;
export const KNOWN_SLOW_INTERACTIONS: Map<string, string>;

export interface JudgedInteraction {
  name: string;
  ms: number[];
  median: number;
  max: number;
  limit: number;
  ok: boolean;
  known: string | null;
}

export interface Interactions {
  floor: { ms: number[]; median: number };
  judged: JudgedInteraction[];
}

export function measureInteractions(options: {
  origin: string;
  customer: { email: string; password: string };
  busyLoadId: number | null;
  rounds: number;
}): Promise<Map<string, number[]>>;
export function judgeInteractions(timings: Map<string, number[]>): Interactions;
export function formatInteractions(interactions: Interactions): string;
