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

/** The UK's calling code, shown before the phone box's 10 digits. */
export const UK_CALLING_CODE = '+44';

/** What the phone box asks for, under it: the number as it reads after the calling code. */
export const PHONE_HINT = `After ${UK_CALLING_CODE}, like 7700 900123`;

/** A UK national number read from text as the phone box reads it; null when it is not one. */
function nationalNumber(raw: string): string | null {
  const national = phoneInput(raw);
  return isPhoneNumber(national) && !national.startsWith('0') ? national : null;
}

/**
 * How UK numbers are grouped after their 0, by how they start: London, Southampton, Portsmouth
 * and Cardiff (02…) and corporate numbers (05…) 3-4-4; the big cities' area codes (011…, 01…1)
 * and the non-geographic 03, 08 and 09 numbers 4-3-4; mobiles (07…) and the other area codes
 * 5-6.
 */
const GROUPS: readonly [RegExp, readonly number[]][] = [
  [/^[25]/, [3, 4, 4]],
  [/^(1\d1|11|[389])/, [4, 3, 4]],
];
const OTHER_GROUPS = [5, 6];

/**
 * A phone number written as UK readers know it: '07700 900789', '020 7946 0018', '0113 496 0000'.
 * It is read as the phone box reads it (+44, 0044 and a trunk 0 dropped), so the stored
 * '7700900789' and a server's '+447700900789' show alike. A number that is not then a UK national
 * number of 10 digits (one from abroad, or one cut short) is shown as it was given, trimmed:
 * regrouping it could show a different number.
 */
export function formatUkPhone(raw: string): string {
  const national = nationalNumber(raw);
  if (!national) return raw.trim();
  const sizes = GROUPS.find(([start]) => start.test(national))?.[1] ?? OTHER_GROUPS;
  const groups: string[] = [];
  let rest = `0${national}`;
  for (const size of sizes) {
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return groups.join(' ');
}

/**
 * What a tel: or sms: link dials: a UK national number in full international form
 * ('+447700900789'), so the stored 10 digits reach the driver from any phone; any other number
 * its digits and '+' as given; null when nothing can be dialled.
 */
export function phoneDialString(raw: string): string | null {
  const national = nationalNumber(raw);
  if (national) return `${UK_CALLING_CODE}${national}`;
  const dial = raw.replace(/[^\d+]/g, '');
  return /\d/.test(dial) ? dial : null;
}
