/*
 * The demo's sources of chance: the simulated drivers draw from the platform's cryptographic
 * generator (or one a test passes); the seed draws from a seeded one, so the same seed gives the
 * same demo data. Both shuffle the same way.
 */

/** A uniform number in [0, 1) from the platform's cryptographic generator. */
export function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/** A uniform [0, 1) source over a byte generator (e.g. the marketplace's `randomBytes`). */
export function randomFromBytes(randomBytes: (length: number) => Uint8Array): () => number {
  return () => {
    const bytes = randomBytes(4);
    const value =
      (bytes[0] ?? 0) * 2 ** 24 +
      (bytes[1] ?? 0) * 2 ** 16 +
      (bytes[2] ?? 0) * 2 ** 8 +
      (bytes[3] ?? 0);
    return value / 2 ** 32;
  };
}

/** A whole number from min to max, both included. */
export function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A small deterministic PRNG (mulberry32). */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return intBetween(() => this.next(), min, max);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  letters(count: number, alphabet = 'ABDEFGHJLNPQRSTUWXYZ'): string {
    return Array.from({ length: count }, () => this.pick([...alphabet])).join('');
  }
}
