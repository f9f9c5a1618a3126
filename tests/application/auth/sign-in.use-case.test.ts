import { afterEach, describe, expect, it } from 'vitest';
import { SignIn } from '../../../src/application/auth/sign-in.use-case';
import { SignUp } from '../../../src/application/auth/sign-up.use-case';
import { LeaveVerification } from '../../../src/application/auth/leave-verification.use-case';
import { isSignedIn } from '../../../src/domain/auth/session';
import { AppError } from '../../../src/domain/shared/app-error';
import { DEMO_EMAIL, DEMO_PASSWORD, authWorld, signUpFields } from './auth-world';

describe('SignIn: stores the session, or sends an unverified email to verification', () => {
  let world = authWorld();
  afterEach(() => {
    world.dispose();
    world = authWorld();
  });

  it('stores user and token of the demo customer', async () => {
    const result = await new SignIn(world.gateway, world.session, world.clock).execute({
      email: ` ${DEMO_EMAIL} `,
      password: DEMO_PASSWORD,
    });
    expect(result).toEqual({ kind: 'signed-in' });
    const session = world.session.current();
    expect(isSignedIn(session)).toBe(true);
    expect(session.user?.firstName).toBe('Dana');
    expect(world.storage.getItem('token')).toBe(session.token);
    expect(world.marketplace.read((s) => s.tokens.map((t) => t.token))).toContain(session.token);
  });

  it('refuses a wrong password and stays signed out', async () => {
    const signIn = new SignIn(world.gateway, world.session, world.clock);
    const error = await signIn
      .execute({ email: DEMO_EMAIL, password: 'Demo12345' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).serverMessage).toBe('These credentials do not match our records.');
    expect(isSignedIn(world.session.current())).toBe(false);
  });

  it('checks the fields before calling: blank email and password give the required texts', async () => {
    const result = await new SignIn(world.gateway, world.session, world.clock).execute({
      email: ' ',
      password: '',
    });
    expect(result).toEqual({
      kind: 'invalid',
      errors: { email: 'Email is required', password: 'Password is required' },
    });
    expect(world.marketplace.read((s) => s.tokens)).toHaveLength(0);
  });

  it('an unverified account is not logged in: verification pending, a fresh code sent', async () => {
    const email = 'late@carter.test';
    await new SignUp(world.gateway, world.session, world.clock).execute(
      signUpFields(email, 'Later123'),
    );
    const firstCode = world.codeFor(email);
    new LeaveVerification(world.session).execute();
    // Codes go at most every 30 s: sooner, the one sent at sign-up would stand (demo-auth-limits).
    world.time.advance(30_000);

    const result = await new SignIn(world.gateway, world.session, world.clock).execute({
      email,
      password: 'Later123',
    });

    expect(result).toEqual({ kind: 'needs-verification', email });
    const session = world.session.current();
    expect(isSignedIn(session)).toBe(false);
    expect(session.pendingVerificationEmail).toBe(email);
    expect(session.otpExpiry).toBe(world.clock.now().getTime() + 10 * 60_000);
    expect(world.emails().filter((e) => e.to === email)).toHaveLength(2);
    expect(world.marketplace.read((s) => s.otps.filter((o) => o.email === email))).toHaveLength(1);
    expect(world.codeFor(email)).toMatch(/^\d{4}$/);
    expect(firstCode).toMatch(/^\d{4}$/);
    // Kept for the automatic sign-in after the code, in memory only.
    expect(world.session.signupPassword()).toBe('Later123');
    expect(world.storedText().includes('Later123')).toBe(false);
  });
});
