import { DemoMarketplace } from '../../src/infrastructure/memory/demo/demo-marketplace';
import { createDemoSeed } from '../../src/infrastructure/memory/demo/demo-seed';

/** 22 November 2026, 10:00 UTC. */
export const DANA_NOW = new Date('2026-11-22T10:00:00Z');
export const DANA_TOKEN = 'tok-dana';

/**
 * The seeded marketplace at a fixed moment (no simulation runs), the demo customer Dana (id 1)
 * holding the token `tok-dana`.
 */
export function danaMarketplace(now = DANA_NOW): DemoMarketplace {
  return new DemoMarketplace({
    storage: null,
    clock: { now: () => now },
    seed: (at) => ({
      ...createDemoSeed(at),
      tokens: [{ token: DANA_TOKEN, userId: 1, createdAt: at.toISOString() }],
    }),
  });
}
