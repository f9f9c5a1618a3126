import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  emailError,
  phoneError,
  validateSignUp,
  type SignUpFields,
} from '../../../src/domain/auth/sign-up-form';
import { looksLikeEmail } from '../../../src/domain/auth/email-address';

const VALID: SignUpFields = {
  firstName: 'Sam',
  lastName: 'Carter',
  email: 'sam@carter.test',
  password: 'Secret1',
  confirmPassword: 'Secret1',
  phoneNumber: '',
  businessType: '',
  businessDescription: '',
  address: '',
};

describe('sign-up validation (exact texts)', () => {
  it('a complete form has no errors; phone, business and address are optional', () => {
    expect(validateSignUp(VALID)).toEqual({});
  });

  it.each<[Partial<SignUpFields>, Partial<Record<keyof SignUpFields, string>>]>([
    [{ firstName: '  ' }, { firstName: 'First name is required' }],
    [{ lastName: '' }, { lastName: 'Last name is required' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'sam@carter' }, { email: 'Email is invalid' }],
    [{ email: 'sam carter@x.test' }, { email: 'Email is invalid' }],
    [
      { password: '', confirmPassword: '' },
      { password: 'Password is required', confirmPassword: 'Please confirm your password' },
    ],
    [{ confirmPassword: '' }, { confirmPassword: 'Please confirm your password' }],
    [
      { password: 'abc', confirmPassword: 'abc' },
      { password: 'Password must be at least 6 characters' },
    ],
    [{ confirmPassword: 'Secret2' }, { confirmPassword: 'Passwords do not match' }],
    [{ phoneNumber: '07700' }, { phoneNumber: 'Phone number must be exactly 10 digits' }],
    [{ phoneNumber: '0770090012' }, {}],
  ])('%j gives %j', (change, errors) => {
    expect(validateSignUp({ ...VALID, ...change })).toEqual(errors);
  });

  it('reports every failing field at once', () => {
    const errors = validateSignUp({
      ...VALID,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'confirmPassword',
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });
});

describe('the phone error', () => {
  it('the phone error applies exactly to non-empty values that are not 10 digits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 12 }),
        (digits) => {
          const expected =
            digits === '' || digits.length === 10 ? null : 'Phone number must be exactly 10 digits';
          return phoneError(digits) === expected;
        },
      ),
    );
  });
});

describe('email shape', () => {
  it.each([
    ['demo@shipper.test', true],
    [' demo@shipper.test ', true],
    ['demo@shipper', false],
    ['@shipper.test', false],
    ['demo@@shipper.test', false],
  ])('%j looks like an email: %s', (value, ok) => {
    expect(looksLikeEmail(value)).toBe(ok);
  });

  it('any local@domain.tld without spaces or extra @ passes; blank is required', () => {
    const part = fc.stringMatching(/^[a-z0-9._-]{1,12}$/);
    fc.assert(
      fc.property(
        part,
        part,
        fc.stringMatching(/^[a-z]{2,6}$/),
        (l, d, t) => emailError(`${l}@${d}.${t}`) === null,
      ),
    );
    expect(emailError('   ')).toBe('Email is required');
  });
});
