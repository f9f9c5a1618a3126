import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../src/features';
import { adapterPaths, type AdapterMode } from '../../src/di/feature-loader';

/**
 * A feature's file names both modes' adapters, and the loader fetches the mode's adapter classes
 * beside it. These keep the two in step: an adapter the file imports but the loader does not fetch
 * would be downloaded only once the file has arrived, one download after the other; an adapter the
 * file imports statically would be downloaded in both modes.
 */
const DI = path.resolve(import.meta.dirname, '../../src/di');
const source = (name: string) =>
  fs.readFileSync(path.join(DI, 'features', `${name}.module.ts`), 'utf8');
/** The infrastructure files of one mode a feature file imports, on demand or not. */
const imported = (code: string, mode: AdapterMode, how: RegExp) =>
  [...code.matchAll(how)]
    .map((m) => m[1] as string)
    .filter((file) => file.startsWith(`../../infrastructure/${mode}/`))
    .map((file) => `${file.slice('../'.length)}.ts`)
    .sort();

describe.each(FEATURES.map((f) => f.name))('the %s feature file', (name) => {
  it.each(['http', 'memory'] as const)(
    'imports its %s adapters on demand, the very files the loader fetches beside it',
    (mode) => {
      const code = source(name);
      expect(imported(code, mode, /\bimport\('([^']+)'\)/g)).toEqual(
        adapterPaths(name, mode).sort(),
      );
      // A feature with no adapters of its own says so, and then has no adapter folder either.
      const none = /\badapters: \{ http: noAdapters, memory: noAdapters \}/.test(code);
      expect(adapterPaths(name, mode).length > 0).toBe(!none);
      expect(imported(code, mode, /^import (?!type )[^;]*?from '([^']+)'/gm)).toEqual([]);
    },
  );
});
