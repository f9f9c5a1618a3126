import fs from 'node:fs';
import path from 'node:path';

/** Every first capture of `pattern` (global) in src/'s TypeScript files, sorted, once each. */
export function namesInSrc(pattern: RegExp): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name))
        for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern))
          names.add(match[1] as string);
    }
  };
  walk(path.resolve(import.meta.dirname, '../../src'));
  return [...names].sort();
}
