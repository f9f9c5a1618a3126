import { AppError } from '../../../domain/shared/app-error';
import type { DemoBid, DemoLoad, DemoState, DemoUser } from './demo-state';

/**
 * The rules a real backend keeps (decisions D6), in one place for every in-memory adapter.
 * Failures are AppErrors, exactly as the HTTP adapters raise them.
 */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

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

/**
 * Verification code: single use, 10-minute expiry, invalid after 5 wrong tries. It records the
 * attempt on the state and then throws: inside `transact` a throw rolls the change back, so a
 * caller must catch inside the transaction, let it commit, and throw afterwards (as
 * InMemoryAuthGateway.verifyOtp does) or the wrong-try count is lost.
 */
export function consumeOtp(state: DemoState, email: string, code: string, now: Date): void {
  const otp = state.otps.find((o) => normaliseEmail(o.email) === normaliseEmail(email) && !o.used);
  if (!otp) throw AppError.validation('Invalid OTP', { otp: ['Invalid OTP'] });
  if (new Date(otp.expiresAt) <= now) {
    otp.used = true;
    throw AppError.validation('The code has expired. Request a new one.', {
      otp: ['The code has expired.'],
    });
  }
  if (otp.attempts >= OTP_MAX_ATTEMPTS) {
    throw AppError.validation('Too many wrong attempts. Request a new code.', {
      otp: ['Too many attempts.'],
    });
  }
  if (otp.code !== code) {
    otp.attempts += 1;
    throw AppError.validation(
      otp.attempts >= OTP_MAX_ATTEMPTS
        ? 'Too many wrong attempts. Request a new code.'
        : 'Invalid OTP',
      { otp: ['Invalid OTP'] },
    );
  }
  otp.used = true;
}

/** Reset token: single use, 24-hour expiry, bound to its e-mail. */
export function consumeResetToken(state: DemoState, token: string, email: string, now: Date): void {
  const entry = state.resetTokens.find((t) => t.token === token);
  if (!entry || entry.used || normaliseEmail(entry.email) !== normaliseEmail(email)) {
    throw AppError.validation('This password reset link is invalid. Request a new one.');
  }
  if (new Date(entry.expiresAt) <= now) {
    throw AppError.validation('This password reset link has expired. Request a new one.');
  }
  entry.used = true;
}
