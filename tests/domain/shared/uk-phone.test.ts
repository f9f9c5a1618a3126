import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { phoneError } from '../../../src/domain/auth/sign-up-form';
import { validateProfile } from '../../../src/domain/profile/profile-rules';
import { EMPTY_PROFILE_FORM } from '../../../src/domain/profile/profile-form';
import { formatUkPhone, phoneDialString, phoneInput } from '../../../src/domain/shared/uk-phone';

const digit = fc.constantFrom(...'0123456789');
const digits = (length: number) =>
  fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));

/** A UK national number: a mobile (7…) or a landline or non-geographic number (1…, 2…, 3…). */
const nationalNumber = fc
  .tuple(fc.constantFrom('1', '2', '3', '7'), digits(9))
  .map(([first, rest]) => first + rest);

/** The ways shippers write a UK number, around its national number `n`. */
const WRITINGS: readonly ((n: string) => string)[] = [
  (n) => `0${n}`,
  (n) => `0${n.slice(0, 4)} ${n.slice(4)}`,
  (n) => `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
  (n) => `(0${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`,
  (n) => `0${n.slice(0, 4)}.${n.slice(4, 7)}.${n.slice(7)}`,
  (n) => `+44${n}`,
  (n) => `+44 ${n.slice(0, 4)} ${n.slice(4)}`,
  (n) => `+44 (0)${n.slice(0, 4)} ${n.slice(4)}`,
  (n) => `+44 (0) ${n.slice(0, 4)}-${n.slice(4, 7)} ${n.slice(7)}`,
  (n) => `0044 ${n.slice(0, 4)} ${n.slice(4)}`,
  (n) => `44${n}`,
];
const written = fc
  .tuple(nationalNumber, fc.integer({ min: 0, max: WRITINGS.length - 1 }))
  .map(([n, way]) => ({ n, text: WRITINGS[way]!(n) }));

/** The box after each character, as a shipper types `text` into it. */
const typed = (text: string) => [...text].reduce((box, ch) => phoneInput(box + ch), '');

describe('the phone box reads a UK number', () => {
  it.each([
    ['07700 900123', '7700900123'],
    ['+44 7700 900123', '7700900123'],
    ['+44 (0) 7700-900 123', '7700900123'],
    ['0044 20 7946 0958', '2079460958'],
    ['(020) 7946-0958', '2079460958'],
    ['7700900123', '7700900123'],
    ['12345', '12345'],
    ['abc', ''],
  ])('%j keeps %j', (text, kept) => {
    expect(phoneInput(text)).toBe(kept);
  });

  it('any UK number, pasted in a usual writing, gives its 10-digit national number', () => {
    fc.assert(fc.property(written, ({ n, text }) => phoneInput(text) === n));
  });

  it('the same when typed one character at a time', () => {
    fc.assert(fc.property(written, ({ n, text }) => typed(text) === n));
  });

  it('keeps a leading 0 while the number is still being typed', () => {
    expect(typed('07700 90012')).toBe('0770090012');
  });

  it('never cuts a number that is still too long: it is refused, not shortened', () => {
    const tooLong = fc
      .tuple(fc.constantFrom(...'123456789'), fc.integer({ min: 10, max: 14 }))
      .chain(([first, length]) => digits(length).map((rest) => first + rest))
      .filter((d) => !d.startsWith('44'));
    fc.assert(
      fc.property(tooLong, (d) => {
        const kept = phoneInput(d);
        return (
          kept === d &&
          phoneError(kept) === 'Phone number must be exactly 10 digits' &&
          validateProfile({ ...EMPTY_PROFILE_FORM, phoneNumber: kept }).phoneNumber ===
            'Phone number must be exactly 10 digits'
        );
      }),
    );
  });
});

describe('a phone number shown as UK readers write it', () => {
  it.each([
    // The stored 10 digits, and the same number as servers and people write it.
    ['7700900789', '07700 900789'],
    ['07700900789', '07700 900789'],
    ['+447700900789', '07700 900789'],
    ['+44 (0)7700 900-789', '07700 900789'],
    ['0044 7700 900789', '07700 900789'],
    // Grouped by how the number starts.
    ['2079460018', '020 7946 0018'],
    ['2920180123', '029 2018 0123'],
    ['1134960000', '0113 496 0000'],
    ['1214960000', '0121 496 0000'],
    ['1914960000', '0191 496 0000'],
    ['3001234567', '0300 123 4567'],
    ['8001234567', '0800 123 4567'],
    ['1632960000', '01632 960000'],
    ['5612345678', '056 1234 5678'],
    // Not a UK national number of 10 digits: as given, trimmed.
    ['  12345 ', '12345'],
    ['770090078', '770090078'],
    ['0770090078', '0770090078'],
    ['+33 1 23 45 67 89', '+33 1 23 45 67 89'],
    ['+1 (415) 555-0100', '+1 (415) 555-0100'],
    ['', ''],
  ])('%j is shown %j', (raw, shown) => {
    expect(formatUkPhone(raw)).toBe(shown);
  });

  it.each([
    ['7700900789', '+447700900789'],
    ['07700 900789', '+447700900789'],
    ['+44 20 7946 0018', '+442079460018'],
    ['+33 1 23 45 67 89', '+33123456789'],
    ['12345', '12345'],
    ['ext.', null],
    ['', null],
  ])('%j is dialled as %j', (raw, dial) => {
    expect(phoneDialString(raw)).toBe(dial);
  });

  it('shows every stored number as 0 and its 10 digits, in groups, dialled as +44 and the same digits', () => {
    fc.assert(
      fc.property(nationalNumber, (n) => {
        const shown = formatUkPhone(n);
        expect(shown.replace(/ /g, '')).toBe(`0${n}`);
        expect(shown).toMatch(/^0\d+( \d+)+$/);
        expect(phoneDialString(shown)).toBe(`+44${n}`);
      }),
    );
  });
});
