import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  confirmationError,
  passwordError,
  passwordRequirements,
  passwordStrength,
  strengthScore,
} from '../../../src/domain/auth/password-rules';

describe('password rules (sign up and reset password)', () => {
  it.each([
    ['', 'Password is required'],
    ['a', 'Password must be at least 6 characters'],
    ['abcde', 'Password must be at least 6 characters'],
    ['abcdef', null],
    ['      ', null],
  ])('passwordError(%j) is %j', (password, expected) => {
    expect(passwordError(password)).toBe(expected);
  });

  it.each([
    ['Secret1', 'Secret1', null],
    ['Secret1', 'secret1', 'Passwords do not match'],
    ['Secret1', 'Secret1 ', 'Passwords do not match'],
    ['Secret1', '', 'Please confirm your password'],
    ['', '', 'Please confirm your password'],
    ['', 'Secret1', 'Passwords do not match'],
  ])('confirmationError(%j, %j) is %j: required, then an exact match', (password, confirmation, expected) => {
    expect(confirmationError(password, confirmation)).toBe(expected);
  });
});

describe('passwordStrength labels', () => {
  it.each([
    ['', null],
    ['a', 'Too short'],
    ['Ab1!x', 'Too short'],
    ['abcdef', 'Weak'],
    ['Abc12!x', 'Weak'],
    ['abcdefgh', 'Weak'],
    ['Abcdefg1', 'Good'],
    ['Abcdefghi12', 'Good'],
    // 8–11 characters with all four classes: the 'Good' rule comes first in the spec.
    ['Abcdef1!', 'Good'],
    ['Abcdefghij12', 'Weak'],
    ['Abcdefghij1!', 'Strong'],
    ['abcdefghij1!', 'Weak'],
    ['ABCDEFGHIJ1!', 'Weak'],
    ['Abcdefghijk!', 'Weak'],
    ['abcdefghijklmnop', 'Weak'],
    ['Correct-Horse-9-Battery', 'Strong'],
  ])('%j is %j', (password, label) => {
    expect(passwordStrength(password)).toBe(label);
  });

  const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
  const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const digit = fc.constantFrom(...'0123456789');
  const symbol = fc.constantFrom(...'!@#$%^&*-_+=?');
  const anyChar = fc.oneof(lower, upper, digit, symbol);

  it('only the empty password has no label', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (p) => passwordStrength(p) !== null));
  });

  it('anything under 6 characters is Too short; 6 or 7 is Weak', () => {
    fc.assert(
      fc.property(fc.array(anyChar, { minLength: 1, maxLength: 7 }), (chars) => {
        const label = passwordStrength(chars.join(''));
        return chars.length < 6 ? label === 'Too short' : label === 'Weak';
      }),
    );
  });

  it('without a digit, or without an upper or lower case letter, it is never Good or Strong', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(lower, symbol), { minLength: 8, maxLength: 30 }), (chars) => {
        return passwordStrength(chars.join('')) === 'Weak';
      }),
    );
  });

  it('12 or more characters with lower, upper, digit and symbol are Strong', () => {
    fc.assert(
      fc.property(
        fc.tuple(lower, upper, digit, symbol),
        fc.array(anyChar, { minLength: 8, maxLength: 30 }),
        (must, rest) => {
          return passwordStrength([...must, ...rest].join('')) === 'Strong';
        },
      ),
    );
  });

  it('8 to 11 characters with lower, upper and digit are Good, with or without a symbol', () => {
    fc.assert(
      fc.property(
        fc.tuple(lower, upper, digit),
        fc.array(anyChar, { minLength: 5, maxLength: 8 }),
        (must, rest) => {
          return passwordStrength([...must, ...rest].join('')) === 'Good';
        },
      ),
    );
  });

  it('the meter never goes down as the label gets better', () => {
    const order = [null, 'Too short', 'Weak', 'Good', 'Strong'] as const;
    const scores = order.map(strengthScore);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(new Set(scores).size).toBe(order.length);
  });
});

describe('passwordRequirements (the list on the reset screen)', () => {
  it('reports each requirement', () => {
    expect(passwordRequirements('abc').map((r) => r.met)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(passwordRequirements('Abcde1!').every((r) => r.met)).toBe(true);
  });

  it('"At least 6 characters" is met exactly when the length rule passes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (p) => {
        const length = passwordRequirements(p).find((r) => r.label === 'At least 6 characters');
        return length?.met === (passwordError(p) === null);
      }),
    );
  });
});
