import { AUTH_TEXTS } from './auth-texts';

export const PASSWORD_MIN_LENGTH = 6;

/** Sign up and reset password: a password is required, then at least 6 characters. */
export function passwordError(password: string): string | null {
  if (password === '') return AUTH_TEXTS.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_TEXTS.passwordTooShort;
  return null;
}

/**
 * The confirmation is required, as the field is marked, then must match the password exactly.
 * An empty one is asked for rather than called a mismatch, even when the password is empty too.
 */
export function confirmationError(password: string, confirmation: string): string | null {
  if (confirmation === '') return AUTH_TEXTS.confirmPasswordRequired;
  return password === confirmation ? null : AUTH_TEXTS.passwordsDoNotMatch;
}

export type PasswordStrength = 'Too short' | 'Weak' | 'Good' | 'Strong';

export interface PasswordTraits {
  readonly length: number;
  readonly lower: boolean;
  readonly upper: boolean;
  readonly digit: boolean;
  readonly symbol: boolean;
}

export function passwordTraits(password: string): PasswordTraits {
  return {
    length: Array.from(password).length,
    lower: /\p{Ll}/u.test(password),
    upper: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    symbol: /[^\p{L}\p{Nd}\s]/u.test(password),
  };
}

/**
 * The strength labels, checked in the spec's order: empty none; under 6 'Too short'; under 8
 * 'Weak'; under 12 with lower, upper and digit 'Good'; lower, upper, digit and a symbol 'Strong';
 * anything else 'Weak'. (So 8–11 characters with all four classes is 'Good': the 'Good' rule comes
 * first.)
 */
export function passwordStrength(password: string): PasswordStrength | null {
  const t = passwordTraits(password);
  if (t.length === 0) return null;
  if (t.length < 6) return 'Too short';
  if (t.length < 8) return 'Weak';
  if (t.length < 12 && t.lower && t.upper && t.digit) return 'Good';
  if (t.lower && t.upper && t.digit && t.symbol) return 'Strong';
  return 'Weak';
}

/** The meter's fill, 0..100, for each label. */
export function strengthScore(strength: PasswordStrength | null): number {
  switch (strength) {
    case null:
      return 0;
    case 'Too short':
      return 15;
    case 'Weak':
      return 40;
    case 'Good':
      return 75;
    case 'Strong':
      return 100;
  }
}

export interface PasswordRequirement {
  readonly label: string;
  readonly met: boolean;
}

/** The requirements list shown with the reset form, each ticked once met. */
export function passwordRequirements(password: string): readonly PasswordRequirement[] {
  const t = passwordTraits(password);
  return [
    { label: 'At least 6 characters', met: t.length >= PASSWORD_MIN_LENGTH },
    { label: 'A lowercase letter', met: t.lower },
    { label: 'An uppercase letter', met: t.upper },
    { label: 'A number', met: t.digit },
    { label: 'A symbol (for a strong password)', met: t.symbol },
  ];
}
