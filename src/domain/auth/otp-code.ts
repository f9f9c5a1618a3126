import { AUTH_TEXTS } from './auth-texts';

/** A code of 4 digits; resend after a 120 s countdown; the screen says it expires in 10 minutes. */
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 120;
export const OTP_EXPIRY_MINUTES = 10;

export type OtpDigits = readonly string[];

export const EMPTY_OTP: OtpDigits = Array.from({ length: OTP_LENGTH }, () => '');

/** One digit per box: the last digit typed into the box, or '' for anything else. */
export function boxValue(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.slice(-1);
}

/**
 * A paste of up to four digits fills the boxes from `start` (non-digits dropped); returns the new
 * boxes and the index to focus next.
 */
export function pasteDigits(
  boxes: OtpDigits,
  start: number,
  pasted: string,
): { boxes: OtpDigits; focus: number } {
  const digits = pasted.replace(/\D/g, '').slice(0, OTP_LENGTH - start);
  if (!digits) return { boxes, focus: start };
  const next = [...boxes];
  Array.from(digits).forEach((d, i) => {
    next[start + i] = d;
  });
  return { boxes: next, focus: Math.min(start + digits.length, OTP_LENGTH - 1) };
}

export function otpCode(boxes: OtpDigits): string {
  return boxes.join('');
}

/** All 4 boxes need a digit before the code is sent. */
export function otpError(boxes: OtpDigits): string | null {
  return boxes.length === OTP_LENGTH && boxes.every((b) => /^\d$/.test(b))
    ? null
    : AUTH_TEXTS.otpIncomplete;
}

/** The session's otpExpiry is this long after a code is sent. */
export const OTP_VALIDITY_MS = OTP_EXPIRY_MINUTES * 60_000;
