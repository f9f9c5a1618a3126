import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A comment in src says the rule itself, in words a reader understands without the spec, the
 * decisions or the issue tracker open: a tag pointing outside the repository ('spec §2.8',
 * 'decision Q5', 'issue 40') explains nothing to someone who has only the code.
 */
const TAG = /spec §\s*\d|§\s*\d|\bdecisions? [A-Z]\d+|\b(?:issue|issues) #?\d+/i;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [full] : [];
  });
}

describe('comments in src', () => {
  it('say the rule, with no tag pointing outside the repository', () => {
    const tagged = filesUnder(path.resolve(__dirname, '../../src')).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          TAG.test(line) ? [`${path.relative(process.cwd(), file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(tagged).toEqual([]);
  });
});
