import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_OTP,
  boxValue,
  otpCode,
  otpError,
  pasteDigits,
} from '../../../src/domain/auth/otp-code';
import { waitingListError } from '../../../src/domain/auth/waiting-list';

describe('OTP boxes (4 digits, one per box)', () => {
  it.each([
    ['7', '7'],
    ['57', '7'],
    ['a', ''],
    ['4a', '4'],
    ['', ''],
  ])('typing %j keeps %j', (raw, digit) => {
    expect(boxValue(raw)).toBe(digit);
  });

  it('a box never holds more than one digit', () => {
    fc.assert(fc.property(fc.string(), (raw) => /^\d?$/.test(boxValue(raw))));
  });

  it('needs all 4 digits', () => {
    expect(otpError(EMPTY_OTP)).toBe('Please enter all 4 digits');
    expect(otpError(['1', '2', '3', ''])).toBe('Please enter all 4 digits');
    expect(otpError(['1', '2', '3', 'x'])).toBe('Please enter all 4 digits');
    expect(otpError(['1', '2', '3', '4'])).toBeNull();
    expect(otpCode(['1', '2', '3', '4'])).toBe('1234');
  });

  it('pasting four digits fills every box and focuses the last', () => {
    expect(pasteDigits(EMPTY_OTP, 0, ' 12-34 ')).toEqual({ boxes: ['1', '2', '3', '4'], focus: 3 });
  });

  it('pasting from a later box fills from there; extra digits are dropped', () => {
    expect(pasteDigits(['9', '', '', ''], 1, '123456')).toEqual({
      boxes: ['9', '1', '2', '3'],
      focus: 3,
    });
    expect(pasteDigits(EMPTY_OTP, 0, '12')).toEqual({ boxes: ['1', '2', '', ''], focus: 2 });
  });

  it('pasting text without digits changes nothing', () => {
    expect(pasteDigits(['1', '', '', ''], 1, 'abc')).toEqual({
      boxes: ['1', '', '', ''],
      focus: 1,
    });
  });

  it('any paste leaves four boxes of at most one digit each', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 3 }), (text, start) => {
        const { boxes, focus } = pasteDigits(EMPTY_OTP, start, text);
        return (
          boxes.length === 4 && boxes.every((b) => /^\d?$/.test(b)) && focus >= start && focus <= 3
        );
      }),
    );
  });
});

describe('waiting list: name and email both required', () => {
  it.each([
    ['', '', 'Please fill in both name and email fields.'],
    ['Bea', '', 'Please fill in both name and email fields.'],
    ['  ', 'bea@x.test', 'Please fill in both name and email fields.'],
    ['Bea', 'bea', 'Email is invalid'],
    ['Bea', 'bea@x.test', null],
  ])('(%j, %j) gives %j', (name, email, expected) => {
    expect(waitingListError(name, email)).toBe(expected);
  });
});
