/** The auth and landing texts, in the spec's words. */
export const AUTH_TEXTS = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  phoneDigits: 'Phone number must be exactly 10 digits',
  otpIncomplete: 'Please enter all 4 digits',
  invalidOtp: 'Invalid OTP',
  waitingListIncomplete: 'Please fill in both name and email fields.',
  resetEmailMissing: 'Email not found. Please request a new password reset link.',
  autoLoginPasswordMissing: 'Password not found. Please sign in manually.',
  autoLoginFailed: 'OTP verified but auto-login failed. Please sign in manually.',
} as const;
