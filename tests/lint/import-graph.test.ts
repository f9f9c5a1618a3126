import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cruise, type IConfiguration } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as IConfiguration;

async function circles(folder: string): Promise<string[]> {
  const { output } = await cruise([folder], {
    validate: true,
    ruleSet: {
      forbidden: config.forbidden?.map((rule) => ({ ...rule, from: { path: `^${folder}` } })),
    },
    ...config.options,
  });
  if (typeof output === 'string') throw new Error('expected the cruise result, not text');
  return output.summary.violations.map((v) => `${v.from} → ${v.to}`);
}

describe('the import graph', () => {
  it('has no circle in src/', async () => {
    expect(await circles('src')).toEqual([]);
  }, 120_000);

  it('finds a planted circle', async () => {
    expect(await circles('tests/lint/fixtures/circle')).not.toEqual([]);
  }, 60_000);
});
