import { AppError } from '../../../domain/shared/app-error';
import type { DemoAuthToken, DemoBid, DemoLoad, DemoOtp, DemoState, DemoUser } from './demo-state';

/**
 * The rules a real backend keeps, in one place for every in-memory adapter and the local API.
 * Failures are AppErrors, exactly as the HTTP adapters raise them.
 *
 * Two clocks: code and reset-link expiry run on the demo clock (`now`); the attempt limits and
 * token lifetimes run on the wall clock (`at`, DemoMarketplace.wallNow), which the demo clock's
 * speed-up and jumps do not move.
 */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const OTP_TTL_MS = 10 * MINUTE;
/** Wrong tries per address, over all the codes sent to it: a resend does not give them back. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_WAIT_MS = 30 * SECOND;
export const OTP_SENDS_PER_HOUR = 5;
export const RESET_TOKEN_TTL_MS = 24 * HOUR;
export const TOKEN_TTL_MS = 12 * HOUR;

export const WRONG_CREDENTIALS = 'These credentials do not match our records.';
export const CODES_USED_UP =
  'Too many wrong codes for this email. Reset your password through Forgot Password, then sign in to get a new code.';

/** "5 minutes", "1 minute", "30 seconds": a wait rounded up, in minutes from a minute on. */
export function waitText(ms: number): string {
  const [count, unit] =
    ms >= MINUTE
      ? [Math.ceil(ms / MINUTE), 'minute']
      : [Math.max(1, Math.ceil(ms / SECOND)), 'second'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A rate limit's answer (429): it says nothing about what was sent, only when to try again. */
export function tooMany(message: string): AppError {
  return AppError.server(message, 429);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(state: Readonly<DemoState>, email: string): DemoUser | undefined {
  const wanted = normaliseEmail(email);
  return state.users.find((u) => normaliseEmail(u.email) === wanted);
}

/** Unique e-mail at sign-up (and on profile change). */
export function assertEmailAvailable(
  state: Readonly<DemoState>,
  email: string,
  exceptUserId?: number,
): void {
  const existing = findUserByEmail(state, email);
  if (existing && existing.id !== exceptUserId) {
    throw AppError.validation('The email has already been taken.', {
      email: ['The email has already been taken.'],
    });
  }
}

/** A customer sees and acts on only their own loads: another customer's load does not exist for them. */
export function requireOwnLoad<S extends Readonly<DemoState>>(
  state: S,
  user: DemoUser,
  loadId: number,
): S['loads'][number] {
  const load = state.loads.find((l) => l.id === loadId && l.ownerId === user.id);
  if (!load) throw AppError.server('Load not found.', 404);
  return load;
}

/** The bid and its load, only when the load belongs to the user. */
export function requireOwnBid(
  state: DemoState,
  user: DemoUser,
  bidId: number,
): { bid: DemoBid; load: DemoLoad } {
  const bid = state.bids.find((b) => b.id === bidId);
  const load = bid
    ? state.loads.find((l) => l.id === bid.loadId && l.ownerId === user.id)
    : undefined;
  if (!bid || !load) throw AppError.server('Bid not found.', 404);
  return { bid, load };
}

/** One accepted bid per load; decisions only on open bids of open loads. */
export function assertBidOpen(bid: DemoBid, load: DemoLoad): void {
  if (load.acceptedBidId !== null || load.status !== 'pending') {
    throw AppError.server('A bid has already been accepted for this load.', 409);
  }
  if (bid.status !== 'pending')
    throw AppError.server(`This bid has already been ${bid.status}.`, 409);
}

/** The code record of an address (its live code, or the last one, used or expired). */
function otpOf(state: Readonly<DemoState>, email: string): DemoOtp | undefined {
  const wanted = normaliseEmail(email);
  return state.otps.find((o) => normaliseEmail(o.email) === wanted);
}

/** Whether the address has used up its wrong tries (until a password reset gives them back). */
export function otpTriesUsedUp(state: Readonly<DemoState>, email: string): boolean {
  return (otpOf(state, email)?.attempts ?? 0) >= OTP_MAX_ATTEMPTS;
}

const codesUsedUp = () => AppError.validation(CODES_USED_UP, { otp: [CODES_USED_UP] });

/**
 * Verification code: single use, 10-minute expiry, and 5 wrong tries per address in all: a resend
 * brings a new code, not new tries; only a password reset through the e-mailed link gives them
 * back (`clearOtpTries`). It records the attempt on the state and then throws: inside `transact`
 * a throw rolls the change back, so a caller must catch inside the transaction, let it commit, and
 * throw afterwards (as InMemoryAuthGateway.verifyOtp does) or the wrong-try count is lost.
 */
export function consumeOtp(state: DemoState, email: string, code: string, now: Date): void {
  const otp = otpOf(state, email);
  if (otp && otp.attempts >= OTP_MAX_ATTEMPTS) throw codesUsedUp();
  if (!otp || otp.used) throw AppError.validation('Invalid OTP', { otp: ['Invalid OTP'] });
  if (new Date(otp.expiresAt) <= now) {
    otp.used = true;
    throw AppError.validation('The code has expired. Request a new one.', {
      otp: ['The code has expired.'],
    });
  }
  if (otp.code !== code) {
    otp.attempts += 1;
    if (otp.attempts >= OTP_MAX_ATTEMPTS) throw codesUsedUp();
    throw AppError.validation('Invalid OTP', { otp: ['Invalid OTP'] });
  }
  otp.used = true;
}

function sendsInTheLastHour(otp: DemoOtp | undefined, at: Date): string[] {
  return (otp?.sentAt ?? []).filter((sent) => Date.parse(sent) > at.getTime() - HOUR);
}

/**
 * Why no code may be sent to the address now (a 429), or null: its tries are used up, the last
 * code went less than 30 s ago, or 5 went in the last hour. Every code counts: sign-up, sign-in of
 * an unverified account, and Resend.
 */
export function otpSendRefusal(
  state: Readonly<DemoState>,
  email: string,
  at: Date,
): AppError | null {
  const otp = otpOf(state, email);
  if (otp && otp.attempts >= OTP_MAX_ATTEMPTS) return tooMany(CODES_USED_UP);
  const sends = sendsInTheLastHour(otp, at);
  const last = sends.at(-1);
  const sinceLast = last === undefined ? Infinity : at.getTime() - Date.parse(last);
  if (sinceLast < OTP_RESEND_WAIT_MS) {
    return tooMany(
      `Please wait ${waitText(OTP_RESEND_WAIT_MS - sinceLast)} before asking for another code.`,
    );
  }
  const first = sends[0];
  if (first !== undefined && sends.length >= OTP_SENDS_PER_HOUR) {
    const wait = Date.parse(first) + HOUR - at.getTime();
    return tooMany(`Too many codes sent to this email. Try again in ${waitText(wait)}.`);
  }
  return null;
}

/** A fresh code replaces the address's earlier one; its wrong tries and send history stay. */
export function replaceOtp(
  state: DemoState,
  email: string,
  code: string,
  now: Date,
  at: Date,
): void {
  const previous = otpOf(state, email);
  state.otps = state.otps.filter((o) => o !== previous);
  state.otps.push({
    email,
    code,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
    attempts: previous?.attempts ?? 0,
    used: false,
    sentAt: [...sendsInTheLastHour(previous, at), at.toISOString()],
  });
}

/**
 * The address proved it reads its mail (a password reset through the e-mailed link): 5 fresh
 * tries, and the code sent before is dead; signing in sends a new one.
 */
export function clearOtpTries(state: DemoState, email: string): void {
  const otp = otpOf(state, email);
  if (!otp) return;
  otp.attempts = 0;
  otp.used = true;
}

/** When a token stops working (wall clock, ms): 12 hours after it was issued. */
export function tokenExpiry(token: Readonly<DemoAuthToken>): number {
  return Date.parse(token.expiresAt ?? token.createdAt) + (token.expiresAt ? 0 : TOKEN_TTL_MS);
}

export function tokenLive(token: Readonly<DemoAuthToken>, at: Date): boolean {
  return tokenExpiry(token) > at.getTime();
}

/** Why a reset link cannot be used (single use, 24-hour expiry, bound to its e-mail), or null. */
export function resetTokenError(
  state: Readonly<DemoState>,
  token: string,
  email: string,
  now: Date,
): AppError | null {
  const entry = state.resetTokens.find((t) => t.token === token);
  if (!entry || entry.used || normaliseEmail(entry.email) !== normaliseEmail(email)) {
    return AppError.validation('This password reset link is invalid. Request a new one.');
  }
  if (new Date(entry.expiresAt) <= now) {
    return AppError.validation('This password reset link has expired. Request a new one.');
  }
  return null;
}

/** Reset token: single use, 24-hour expiry, bound to its e-mail. */
export function consumeResetToken(state: DemoState, token: string, email: string, now: Date): void {
  const error = resetTokenError(state, token, email, now);
  if (error) throw error;
  const entry = state.resetTokens.find((t) => t.token === token);
  if (entry) entry.used = true;
}
