import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cruise, type IConfiguration } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as IConfiguration;
/** The project's rules, each path anchored at src/ anchored at `folder` instead. */
const rulesFor = (folder: string): IConfiguration['forbidden'] =>
  JSON.parse(
    JSON.stringify(config.forbidden).replaceAll('"^src', `"^${folder}`),
  ) as IConfiguration['forbidden'];

/** The project's rules broken in `folder`, each as `rule: from → to`. */
async function violations(folder: string): Promise<string[]> {
  const { output } = await cruise([folder], {
    validate: true,
    ruleSet: { forbidden: rulesFor(folder) },
    ...config.options,
  });
  if (typeof output === 'string') throw new Error('expected the cruise result, not text');
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the import graph', () => {
  it('has no circle in src/, and no arrow between http/ and tabs/', async () => {
    expect(await violations('src')).toEqual([]);
  }, 120_000);

  it('finds a planted circle', async () => {
    const found = await violations('tests/lint/fixtures/circle');
    expect(found).not.toEqual([]);
    expect(found.every((v) => v.startsWith('no-circular: '))).toBe(true);
  }, 60_000);

  it('finds an arrow planted from http/ to tabs/, and one back', async () => {
    const fixture = 'tests/lint/fixtures/apart/infrastructure';
    expect((await violations('tests/lint/fixtures/apart')).sort()).toEqual([
      `http-apart-from-tabs: ${fixture}/http/client.ts → ${fixture}/tabs/sharing.ts`,
      `tabs-apart-from-http: ${fixture}/tabs/messages.ts → ${fixture}/http/dto.ts`,
    ]);
  }, 60_000);
});
