/** A phone number is sent as exactly 10 digits: a UK number's national number, without its 0. */
export const PHONE_DIGITS = 10;

/**
 * What the phone box keeps of what was typed or pasted: the digits, with a UK number read first.
 * From a number longer than 10 digits, the country code (+44 or 0044) and the trunk 0 (alone,
 * or written "(0)" after the country code) are dropped, so 07700 900123, +44 7700 900123 and +44 (0) 7700-900 123 all give 7700900123. A
 * number still longer than 10 digits is kept whole, for validation to refuse: cutting it would
 * save another number, one a driver would ring.
 *
 * While a number is being typed it keeps its leading 0: only the digit that makes it too long
 * for a national number shows that the 0 was the trunk prefix.
 */
export function phoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length <= PHONE_DIGITS) return digits;
  if (digits.startsWith('0044')) return withoutTrunkZero(digits.slice(4));
  if (digits.startsWith('44')) return withoutTrunkZero(digits.slice(2));
  return withoutTrunkZero(digits);
}

const withoutTrunkZero = (national: string) =>
  national.startsWith('0') ? national.slice(1) : national;

/** Whether a phone number as the box keeps it is one that can be sent: exactly 10 digits. */
const SENDABLE = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const isPhoneNumber = (digits: string): boolean => SENDABLE.test(digits);
