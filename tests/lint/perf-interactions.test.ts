import { describe, expect, it } from 'vitest';
import {
  FLOOR_INTERACTION,
  KNOWN_SLOW_INTERACTIONS,
  formatInteractions,
  judgeInteractions,
} from '../../scripts/perf-inp.mjs';

/** The interaction gate `npm run perf` applies in CI: a tap against the floor's tap of its run. */
const timings = (floor: number[], rows: Record<string, number[]>) =>
  new Map<string, number[]>([[FLOOR_INTERACTION, floor], ...Object.entries(rows)]);

describe('judgeInteractions', () => {
  it('holds each interaction to the median of the floor’s tap in the same run', () => {
    const { floor, judged } = judgeInteractions(
      timings([60, 80, 70], {
        'ticking a Compare box': [69, 70],
        'opening the Compare dialog': [71],
      }),
    );
    expect(floor.median).toBe(70);
    expect(judged).toEqual([
      expect.objectContaining({ name: 'ticking a Compare box', median: 69.5, limit: 70, ok: true }),
      expect.objectContaining({ name: 'opening the Compare dialog', median: 71, ok: false }),
    ]);
  });

  it('gives the same verdict on a machine three times slower, where every tap is slower', () => {
    const verdicts = (factor: number) =>
      judgeInteractions(
        timings([200 * factor], { 'opening a load from My Loads': [120 * factor, 180 * factor] }),
      ).judged.map((row) => row.ok);
    expect(verdicts(1)).toEqual([true]);
    expect(verdicts(3)).toEqual([true]);
  });

  it('does not judge the floor against itself', () => {
    const { judged } = judgeInteractions(timings([70], { 'opening a load from My Loads': [90] }));
    expect(judged.map((row) => row.name)).toEqual(['opening a load from My Loads']);
  });

  it('marks a known slow interaction as known, so it is reported without failing CI', () => {
    const [name] = [...KNOWN_SLOW_INTERACTIONS.keys()];
    const { judged } = judgeInteractions(timings([70], { [name!]: [500] }));
    expect(judged[0]).toMatchObject({ ok: false, known: KNOWN_SLOW_INTERACTIONS.get(name!) });
  });

  it('refuses to judge a run in which the floor was not timed', () => {
    expect(() => judgeInteractions(new Map([['ticking a Compare box', [100]]]))).toThrow(
      /not timed/,
    );
  });
});

describe('formatInteractions', () => {
  it('shows the floor’s tap first and each interaction as a ratio of it', () => {
    const table = formatInteractions(
      judgeInteractions(
        timings([50, 70, 60], { 'typing a character in the History search': [90] }),
      ),
    );
    expect(table).toContain(`| ${FLOOR_INTERACTION} | 60 ms (50, 70, 60) | 1.00× | floor |`);
    expect(table).toContain(
      '| typing a character in the History search | 90 ms (90) | 1.50× | ✖ |',
    );
    expect(table).toContain('Gate (≤ 1× 60 ms)');
  });
});
