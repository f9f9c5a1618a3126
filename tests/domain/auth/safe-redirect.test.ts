import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeRedirectTarget } from '../../../src/domain/auth/safe-redirect';
import { AUTH_PATHS } from '../../../src/features';

describe('safeRedirectTarget (portal paths only)', () => {
  it.each([
    ['/history/12', '/history/12'],
    ['%2Fhistory%2F12%3Fx%3D1', '/history/12?x=1'],
    ['/bids?load=4', '/bids?load=4'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example/phish', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['%2F%2Fevil.example', '/dashboard'],
    ['/login', '/dashboard'],
    ['/', '/dashboard'],
    ['/dash\nboard', '/dashboard'],
    ['%E0%A4%A', '/dashboard'],
  ])('%j goes to %j', (raw, expected) => {
    expect(safeRedirectTarget(raw, AUTH_PATHS)).toBe(expected);
  });

  it('only ever returns a same-origin path', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const target = safeRedirectTarget(raw, AUTH_PATHS);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(new URL(target, 'https://portal.bidhaul.test').origin).toBe(
          'https://portal.bidhaul.test',
        );
      }),
    );
  });
});
