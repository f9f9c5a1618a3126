import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md lists the exact files a new screen takes, for an example feature
 * ('saved-addresses'). A recipe that drifts from the code base sends a newcomer astray, so each
 * file it names is checked against the files the existing features really have.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');
const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Adding a screen'));

interface Row {
  file: string;
  kind: 'new' | 'edited';
}

const rows: Row[] = [
  ...section.matchAll(/^\|\s*\d+\s*\|\s*`([^`]+)`\s*\|\s*(new|edited)\s*\|/gm),
].map((m) => ({ file: m[1] as string, kind: m[2] as Row['kind'] }));

const allFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? allFiles(path.join(dir, entry.name))
        : [path.relative(SRC, path.join(dir, entry.name)).split(path.sep).join('/')],
    );
const srcFiles = allFiles(SRC);

/** The example's own names stand for any feature's: the same path with another feature's name. */
const likeAnExistingFeature = (file: string) =>
  new RegExp(
    `^${file
      .replace(/[.]/g, '\\.')
      .replace(/saved-addresses|saved-address|save-address/g, '[a-z][a-z-]*')}$`,
  );

describe('the recipe for a new screen in docs/architecture.md', () => {
  it('names at most 12 files in src, as many as its sentence says', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(12);
    const created = rows.filter((r) => r.kind === 'new').length;
    const edited = rows.length - created;
    expect(section).toContain(`${created} new files and ${edited} edited`);
  });

  it('edits only files that exist', () => {
    for (const row of rows.filter((r) => r.kind === 'edited')) {
      expect(srcFiles, row.file).toContain(row.file);
    }
  });

  it('creates each new file where, and under the name, the existing features have theirs', () => {
    for (const row of rows.filter((r) => r.kind === 'new')) {
      expect(fs.existsSync(path.join(SRC, row.file)), `${row.file} is already there`).toBe(false);
      const pattern = likeAnExistingFeature(row.file);
      expect(
        srcFiles.some((file) => pattern.test(file)),
        `no existing feature has a file like ${row.file}`,
      ).toBe(true);
    }
  });
});
