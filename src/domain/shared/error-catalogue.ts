import { AUTH_TEXTS } from '../auth/auth-texts';
import { isAppError, isRefusal } from './app-error';

/** The fallback text of each area, used when the server sends no message. */
export const ERROR_FALLBACKS = {
  signUp: 'Sign up failed',
  signIn: 'Sign in failed',
  forgotPassword: 'Forgot password failed',
  resetPassword: 'Reset password failed',
  sendOtp: 'Failed to send OTP',
  verifyOtp: 'OTP verification failed',
  resendOtp: 'Failed to resend OTP',
  vehicles: 'Failed to fetch vehicles',
  createLoad: 'Failed to create load. Please try again.',
  activeLoads: 'Failed to fetch active loads',
  customerLoads: 'Failed to fetch customer loads',
  loadDetails: 'Failed to fetch load details',
  dropdowns: 'Failed to fetch load dropdowns',
  bids: 'Failed to fetch bids',
  acceptBid: 'Failed to accept bid',
  rejectBid: 'Failed to reject bid',
  trips: 'Failed to fetch trips',
  dashboard: 'Failed to fetch dashboard',
  updateProfile: 'Failed to update profile',
  profileDetails: 'Failed to fetch profile details',
  waitingList: 'An error occurred. Please try again.',
} as const;

export type ErrorArea = keyof typeof ERROR_FALLBACKS;

/** The success messages, in the spec's words. */
export const SUCCESS_MESSAGES = {
  emailSent: 'Email sent',
  passwordReset: 'Password reset',
  otpSent: 'OTP sent successfully',
  emailVerified: 'Email verified successfully',
  waitingList: 'Thank you for joining our Beta Tester waiting list!',
  profileUpdated: 'Profile updated successfully',
  jobPublished: 'Your job has been successfully published!',
} as const;

/**
 * Where a screen names a refused input more precisely than its area's fallback. A wrong
 * code is refused by the server; a server or network failure says nothing about the code.
 */
const REFUSAL_FALLBACKS: Partial<Record<ErrorArea, string>> = {
  verifyOtp: AUTH_TEXTS.invalidOtp,
};

/**
 * The server message when present, otherwise the area's fallback, or its more precise text for a
 * refusal. A network failure or a timeout never shows a server message: none came from the
 * server.
 */
export function errorMessage(area: ErrorArea, error: unknown): string {
  if (
    isAppError(error) &&
    error.serverMessage &&
    error.kind !== 'network' &&
    error.kind !== 'timeout'
  ) {
    return error.serverMessage;
  }
  return (isRefusal(error) ? REFUSAL_FALLBACKS[area] : undefined) ?? ERROR_FALLBACKS[area];
}
