import { describe, expect, it } from 'vitest';
import { postAgainPath, postAgainSource } from '../../../src/presentation/app/post-again-path';

describe("Post again's address: /create-job?from={load id}", () => {
  it('names the load, and reads it back', () => {
    expect(postAgainPath(10421)).toBe('/create-job?from=10421');
    expect(postAgainSource('?from=10421')).toBe(10421);
    expect(postAgainSource('?tab=x&from=7')).toBe(7);
  });

  it('reads nothing that cannot be a load id', () => {
    for (const search of [
      '',
      '?from=',
      '?from=0',
      '?from=-3',
      '?from=1.5',
      '?from=abc',
      '?from=1e3',
      '?from=1234567890123456',
    ])
      expect(postAgainSource(search), search).toBeNull();
  });
});
