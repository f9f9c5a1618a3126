import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's "Adding a screen" lists, by role, the files a new feature takes, with an
 * example feature's paths. The recipe is drawn from Dashboard, so it is held to Dashboard's files:
 * every role has a Dashboard file, every Dashboard file has a role, and the shared files it edits
 * are the ones Dashboard was added to. A recipe that drifts from the code sends a newcomer astray.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const FEATURE = 'dashboard';

const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
const start = doc.indexOf('## Adding a screen');
const end = doc.indexOf('\n## ', start + 1);
const section = doc.slice(start, end === -1 ? undefined : end);

/** The example's name, from "a new feature `<name>`". */
const example = /a new feature\s+`([a-z-]+)`/.exec(section)?.[1] ?? 'no example named';

/** The table's rows: | role | `path` | what it is for |. */
const roles = [...section.matchAll(/^\|([^|]+)\|\s*`([^`]+)`\s*\|/gm)].map((m) => ({
  role: (m[1] as string).trim(),
  path: m[2] as string,
}));
const newFiles = roles.filter((r) => r.path.includes(example));
const editedFiles = roles.filter((r) => !r.path.includes(example));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path of the recipe as a pattern for Dashboard's: the example's name stands for the feature's,
 * which a file's name may carry on (`dashboard-overview.ts` is a domain file too).
 */
const asDashboards = (file: string): RegExp => {
  const pattern = escapeRegExp(file).replaceAll(example, `${FEATURE}[a-z-]*`);
  return new RegExp(file.endsWith('/') ? `^${pattern}` : `^${pattern}$`);
};

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
    );
const codeFiles = ['src', 'local-api'].flatMap(filesUnder);
const repoFiles = [...codeFiles, ...['tests', 'e2e'].flatMap(filesUnder)];

/** Dashboard's own files: those whose path names the feature. */
const dashboardFiles = codeFiles.filter((file) => file.includes(FEATURE));

/**
 * The shared files Dashboard was added to: they import one of its files, or hold its name as a
 * string or as a key.
 */
const namesDashboard = new RegExp(`from '[^']*${FEATURE}[^']*'|'${FEATURE}'|^\\s*${FEATURE}:`, 'm');
const dashboardEdits = codeFiles.filter(
  (file) =>
    !dashboardFiles.includes(file) &&
    /\.tsx?$/.test(file) &&
    namesDashboard.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
);

describe('the recipe for a new screen in docs/architecture.md, held to Dashboard', () => {
  it('gives every Dashboard file under src/ and local-api/ a role', () => {
    expect(dashboardFiles.length).toBeGreaterThan(0);
    const withoutRole = dashboardFiles.filter(
      (file) => !newFiles.some((r) => asDashboards(r.path).test(file)),
    );
    expect(withoutRole).toEqual([]);
  });

  it('has a Dashboard file in every role', () => {
    const withoutFile = newFiles
      .filter((r) => !dashboardFiles.some((file) => asDashboards(r.path).test(file)))
      .map((r) => `${r.role}: ${r.path}`);
    expect(withoutFile).toEqual([]);
  });

  it('edits the shared files Dashboard was added to, no more and no fewer', () => {
    expect(editedFiles.map((r) => r.path).sort()).toEqual(dashboardEdits.sort());
  });

  it('counts its rows in its sentence', () => {
    const [, created, edited] = /(\d+) new files and (\d+) edited/.exec(section) ?? [];
    expect([Number(created), Number(edited)]).toEqual([newFiles.length, editedFiles.length]);
  });

  it('names only files that exist: Dashboard’s where it names the example’s', () => {
    const named = [...section.matchAll(/`((?:src|local-api|tests|e2e)\/[\w./-]+)`/g)].map(
      (m) => m[1] as string,
    );
    expect(named.length).toBeGreaterThan(roles.length);
    const missing = named.filter((file) => !repoFiles.some((f) => asDashboards(file).test(f)));
    expect(missing).toEqual([]);
  });
});
