import { expect, it } from 'vitest';
import { BUSY_LOAD_NO, createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';

it('gives every seeded load its own load number, the busy one included', () => {
  const state = createDemoSeed(new Date('2026-11-22T10:00:00Z'));
  const numbers = state.loads.map((l) => l.loadNo);
  expect(new Set(numbers).size).toBe(numbers.length);
  const busy = state.loads.filter((l) => l.loadNo === BUSY_LOAD_NO);
  expect(busy).toHaveLength(1);
  expect(state.bids.filter((b) => b.loadId === busy[0]!.id).length).toBeGreaterThanOrEqual(12);
});
