import { afterEach, describe, expect, it } from 'vitest';
import { LeaveVerification } from '../../../src/application/auth/leave-verification.use-case';
import { ResendOtp } from '../../../src/application/auth/resend-otp.use-case';
import { SignIn } from '../../../src/application/auth/sign-in.use-case';
import { SignUp } from '../../../src/application/auth/sign-up.use-case';
import { VerifyOtpAndAutoLogin } from '../../../src/application/auth/verify-otp-and-auto-login.use-case';
import { isSignedIn } from '../../../src/domain/auth/session';
import { AppError } from '../../../src/domain/shared/app-error';
import { DEMO_EMAIL, authWorld, digits, signUpFields } from './auth-world';

const EMAIL = 'sam@carter.test';

describe('SignUp: success keeps the email pending and does not sign in', () => {
  let world = authWorld();
  afterEach(() => {
    world.dispose();
    world = authWorld();
  });

  it('does not log in: the email is pending, the password kept in memory only, a code e-mailed', async () => {
    const result = await new SignUp(world.gateway, world.session, world.clock).execute(
      signUpFields(EMAIL),
    );
    expect(result).toEqual({ kind: 'pending-verification', email: EMAIL });
    const session = world.session.current();
    expect(isSignedIn(session)).toBe(false);
    expect(session.pendingVerificationEmail).toBe(EMAIL);
    expect(session.otpExpiry).toBe(world.clock.now().getTime() + 10 * 60_000);
    expect(world.session.signupPassword()).toBe('Fresh123');
    expect(world.storedText().includes('Fresh123')).toBe(false);
    expect(world.user(EMAIL)).toMatchObject({
      verified: false,
      roleId: 5,
      phoneNumber: '0770090012',
      businessType: 'Retail',
    });
    expect(world.emails()[0]?.body).toMatch(/^Your verification code is \d{4}/);
  });

  it('returns the field errors and calls nothing when the form is invalid', async () => {
    const result = await new SignUp(world.gateway, world.session, world.clock).execute({
      ...signUpFields(EMAIL),
      firstName: '',
      confirmPassword: 'Other123',
    });
    expect(result).toEqual({
      kind: 'invalid',
      errors: { firstName: 'First name is required', confirmPassword: 'Passwords do not match' },
    });
    expect(world.user(EMAIL)).toBeUndefined();
    expect(world.session.current().pendingVerificationEmail).toBeNull();
  });

  it('refuses an e-mail that already has an account, nothing pending', async () => {
    const error = await new SignUp(world.gateway, world.session, world.clock)
      .execute(signUpFields(DEMO_EMAIL.toUpperCase()))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).serverMessage).toBe('The email has already been taken.');
    expect((error as AppError).fieldErrors.email).toEqual(['The email has already been taken.']);
    expect(world.session.current().pendingVerificationEmail).toBeNull();
    expect(world.session.signupPassword()).toBeNull();
  });
});

describe('VerifyOtpAndAutoLogin: a verified code signs in with the saved password', () => {
  let world = authWorld();
  afterEach(() => {
    world.dispose();
    world = authWorld();
  });

  async function signedUp() {
    await new SignUp(world.gateway, world.session, world.clock).execute(signUpFields(EMAIL));
    return {
      code: world.codeFor(EMAIL),
      verify: new VerifyOtpAndAutoLogin(world.gateway, world.session),
    };
  }

  it('the right code verifies, signs in again automatically and clears password, pending email and expiry', async () => {
    const { code, verify } = await signedUp();
    expect(await verify.execute(digits(code))).toEqual({ kind: 'signed-in' });
    const session = world.session.current();
    expect(isSignedIn(session)).toBe(true);
    expect(session.user?.email).toBe(EMAIL);
    expect(session.pendingVerificationEmail).toBeNull();
    expect(session.otpExpiry).toBeNull();
    expect(world.session.signupPassword()).toBeNull();
    expect(world.user(EMAIL)?.verified).toBe(true);
  });

  it('needs all 4 digits before calling', async () => {
    const { verify } = await signedUp();
    expect(await verify.execute(['1', '2', '', '4'])).toEqual({
      kind: 'invalid',
      message: 'Please enter all 4 digits',
    });
    expect(world.marketplace.read((s) => s.otps[0]?.attempts)).toBe(0);
  });

  it('nothing pending (e.g. after a reload): back to sign in', async () => {
    const verify = new VerifyOtpAndAutoLogin(world.gateway, world.session);
    expect(await verify.execute(digits('1234'))).toEqual({ kind: 'nothing-pending' });
  });

  it('a wrong code is refused with "Invalid OTP" and everything stays pending', async () => {
    const { code, verify } = await signedUp();
    const wrong = code === '0000' ? '1111' : '0000';
    const error = await verify.execute(digits(wrong)).catch((e: unknown) => e);
    expect((error as AppError).serverMessage).toBe('Invalid OTP');
    expect(world.session.current().pendingVerificationEmail).toBe(EMAIL);
    expect(world.session.signupPassword()).toBe('Fresh123');
    expect(world.user(EMAIL)?.verified).toBe(false);
  });

  it('after 5 wrong tries even the right code is refused', async () => {
    const { code, verify } = await signedUp();
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) await verify.execute(digits(wrong)).catch(() => undefined);
    const error = await verify.execute(digits(code)).catch((e: unknown) => e);
    expect((error as AppError).serverMessage).toBe(
      'Too many wrong codes for this email. Reset your password through Forgot Password, then sign in to get a new code.',
    );
    expect(world.user(EMAIL)?.verified).toBe(false);
  });

  it('a code older than 10 minutes is refused', async () => {
    const { code, verify } = await signedUp();
    world.clock.advanceBy(10 * 60_000 + 1);
    const error = await verify.execute(digits(code)).catch((e: unknown) => e);
    expect((error as AppError).serverMessage).toBe('The code has expired. Request a new one.');
  });

  it('missing saved password: "Password not found. Please sign in manually." and signed out', async () => {
    const { code, verify } = await signedUp();
    world.session.setSignupPassword(null);
    expect(await verify.execute(digits(code))).toEqual({
      kind: 'sign-in-manually',
      email: EMAIL,
      message: 'Password not found. Please sign in manually.',
    });
    expect(isSignedIn(world.session.current())).toBe(false);
    expect(world.session.current().pendingVerificationEmail).toBeNull();
    expect(world.user(EMAIL)?.verified).toBe(true);
    // The manual sign-in then works.
    expect(
      await new SignIn(world.gateway, world.session, world.clock).execute({
        email: EMAIL,
        password: 'Fresh123',
      }),
    ).toEqual({
      kind: 'signed-in',
    });
  });

  it('auto sign-in failing: "OTP verified but auto-login failed. Please sign in manually." and the password dropped', async () => {
    const { code, verify } = await signedUp();
    world.demo.failNext('signIn', AppError.server('Service unavailable', 503));
    expect(await verify.execute(digits(code))).toEqual({
      kind: 'sign-in-manually',
      email: EMAIL,
      message: 'OTP verified but auto-login failed. Please sign in manually.',
    });
    expect(isSignedIn(world.session.current())).toBe(false);
    expect(world.session.signupPassword()).toBeNull();
    expect(world.session.current().otpExpiry).toBeNull();
  });
});

describe('ResendOtp and LeaveVerification', () => {
  let world = authWorld();
  afterEach(() => {
    world.dispose();
    world = authWorld();
  });

  it('sends a fresh code that replaces the old one and renews the expiry', async () => {
    await new SignUp(world.gateway, world.session, world.clock).execute(signUpFields(EMAIL));
    const first = world.codeFor(EMAIL);
    world.time.advance(120_000);
    await new ResendOtp(world.gateway, world.session, world.clock).execute();
    const second = world.codeFor(EMAIL);
    expect(world.emails().filter((e) => e.to === EMAIL)).toHaveLength(2);
    expect(world.session.current().otpExpiry).toBe(world.clock.now().getTime() + 10 * 60_000);
    const verify = new VerifyOtpAndAutoLogin(world.gateway, world.session);
    if (first !== second)
      await expect(verify.execute(digits(first))).rejects.toBeInstanceOf(AppError);
    expect(await verify.execute(digits(second))).toEqual({ kind: 'signed-in' });
  });

  it('fails when nothing is pending, and passes on a server failure', async () => {
    const resend = new ResendOtp(world.gateway, world.session, world.clock);
    await expect(resend.execute()).rejects.toBeInstanceOf(AppError);
    world.session.setPendingVerification(EMAIL);
    await new SignUp(world.gateway, world.session, world.clock).execute(signUpFields(EMAIL));
    world.demo.failNext('sendOtp');
    const before = world.session.current().otpExpiry;
    await expect(resend.execute()).rejects.toMatchObject({ kind: 'server' });
    expect(world.session.current().otpExpiry).toBe(before);
  });

  it('leaving the verification drops the pending email and the kept password', async () => {
    await new SignUp(world.gateway, world.session, world.clock).execute(signUpFields(EMAIL));
    new LeaveVerification(world.session).execute();
    expect(world.session.current().pendingVerificationEmail).toBeNull();
    expect(world.session.current().otpExpiry).toBeNull();
    expect(world.session.signupPassword()).toBeNull();
  });
});
