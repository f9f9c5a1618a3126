import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  demoAuth,
  refusal,
  signUpOf,
  wrongCodeFor,
  type DemoAuth,
} from '../../support/demo-auth';

// Every sign-in, sign-up and reset hashes a password (PBKDF2, 100,000 iterations: a tenth of a
// second or more on a busy shared core), and these tests make many.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The demo marketplace's limits on guessing: wrong codes, code sends, wrong
 * passwords, and how long a token lives. The local API runs the same rules (see
 * local-api-limits.test.ts).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const WRONG_CREDENTIALS = 'These credentials do not match our records.';
const CODES_USED_UP =
  'Too many wrong codes for this email. Reset your password through Forgot Password, then sign in to get a new code.';
const signInLocked = (wait: string) =>
  `Too many failed sign-in attempts for this email. Try again in ${wait}.`;
const resendWait = (wait: string) => `Please wait ${wait} before asking for another code.`;
const hourlyCodes = (wait: string) => `Too many codes sent to this email. Try again in ${wait}.`;

const SAM = 'sam@carter.test';

async function signedUp(world: DemoAuth, email = SAM): Promise<void> {
  await world.auth.signUp(signUpOf(email));
}

function verified(world: DemoAuth, email = SAM): boolean | undefined {
  return world.marketplace.read((s) => s.users.find((u) => u.email === email)?.verified);
}

describe('verification codes: 5 wrong tries per address, and a resend does not give them back', () => {
  it('tries left carry over to a resent code: 3 wrong, a resend, then the 5th wrong try ends it and even the right code is refused', async () => {
    const world = demoAuth();
    await signedUp(world);
    const first = world.codeFor(SAM);
    for (let i = 0; i < 3; i++) {
      expect((await refusal(world.auth.verifyOtp(SAM, wrongCodeFor(first)))).serverMessage).toBe(
        'Invalid OTP',
      );
    }
    world.passTime(30 * SECOND);
    await world.auth.sendOtp(SAM);
    const second = world.codeFor(SAM);

    const fourth = await refusal(world.auth.verifyOtp(SAM, wrongCodeFor(second)));
    expect(fourth.serverMessage).toBe('Invalid OTP');
    const fifth = await refusal(world.auth.verifyOtp(SAM, wrongCodeFor(second)));
    expect(fifth).toMatchObject({ kind: 'validation', serverMessage: CODES_USED_UP });

    const right = await refusal(world.auth.verifyOtp(SAM, second));
    expect(right.serverMessage).toBe(CODES_USED_UP);
    expect(verified(world)).toBe(false);
  });

  it('once the tries are used up no new code is sent, by Resend or by signing in', async () => {
    const world = demoAuth();
    await signedUp(world);
    const code = world.codeFor(SAM);
    for (let i = 0; i < 5; i++) await world.auth.verifyOtp(SAM, wrongCodeFor(code)).catch(() => 0);
    world.passTime(30 * SECOND);

    const resend = await refusal(world.auth.sendOtp(SAM));
    expect(resend).toMatchObject({ kind: 'server', status: 429, serverMessage: CODES_USED_UP });
    const signIn = await refusal(world.auth.signIn({ email: SAM, password: 'Fresh123' }));
    expect(signIn).toMatchObject({ status: 429, serverMessage: CODES_USED_UP });
    expect(world.codesSentTo(SAM)).toBe(1);
  });

  it('200 guesses in 33 s with a resend asked for every 10: only 5 are judged, and the right code then fails', async () => {
    const world = demoAuth();
    await signedUp(world);
    const answers = new Map<string, number>();
    for (let i = 0; i < 200; i++) {
      if (i % 10 === 9) await world.auth.sendOtp(SAM).catch(() => undefined);
      const error = await refusal(world.auth.verifyOtp(SAM, wrongCodeFor(world.codeFor(SAM))));
      const text = error.serverMessage ?? '';
      answers.set(text, (answers.get(text) ?? 0) + 1);
      world.passTime(165);
    }
    expect(Object.fromEntries(answers)).toEqual({ 'Invalid OTP': 4, [CODES_USED_UP]: 196 });
    expect((await refusal(world.auth.verifyOtp(SAM, world.codeFor(SAM)))).serverMessage).toBe(
      CODES_USED_UP,
    );
    expect(verified(world)).toBe(false);
  });

  it('a password reset through the e-mailed link gives the address 5 fresh tries, and the next code verifies', async () => {
    const world = demoAuth();
    await signedUp(world);
    const code = world.codeFor(SAM);
    for (let i = 0; i < 5; i++) await world.auth.verifyOtp(SAM, wrongCodeFor(code)).catch(() => 0);

    await world.auth.requestPasswordReset(SAM);
    await world.auth.resetPassword({
      token: world.resetTokenFor(SAM),
      email: SAM,
      password: 'Renewed123',
      passwordConfirmation: 'Renewed123',
    });
    // The code sent before the reset is dead; signing in sends a fresh one.
    expect((await refusal(world.auth.verifyOtp(SAM, code))).serverMessage).toBe('Invalid OTP');
    world.passTime(30 * SECOND);
    expect(await world.auth.signIn({ email: SAM, password: 'Renewed123' })).toEqual({
      kind: 'needs-verification',
      email: SAM,
    });
    const fresh = world.codeFor(SAM);
    expect((await refusal(world.auth.verifyOtp(SAM, wrongCodeFor(fresh)))).serverMessage).toBe(
      'Invalid OTP',
    );
    expect((await world.auth.verifyOtp(SAM, fresh)).token).toEqual(expect.any(String));
    expect(verified(world)).toBe(true);
  });
});

describe('sending codes: 30 s after the last one, at most 5 an hour per address', () => {
  it('a resend within 30 s of the last code is refused with the time left; at 30 s it is sent', async () => {
    const world = demoAuth();
    await signedUp(world);
    const early = await refusal(world.auth.sendOtp(SAM));
    expect(early).toMatchObject({
      kind: 'server',
      status: 429,
      serverMessage: resendWait('30 seconds'),
    });
    world.passTime(12 * SECOND);
    expect((await refusal(world.auth.sendOtp(SAM))).serverMessage).toBe(resendWait('18 seconds'));
    world.passTime(18 * SECOND);
    await world.auth.sendOtp(SAM);
    expect(world.codesSentTo(SAM)).toBe(2);
  });

  it('counts every code sent to the address: the 6th within an hour is refused until the 1st is an hour old', async () => {
    const world = demoAuth();
    await signedUp(world);
    for (let i = 0; i < 4; i++) {
      world.passTime(30 * SECOND);
      await world.auth.sendOtp(SAM);
    }
    world.passTime(30 * SECOND);
    const sixth = await refusal(world.auth.sendOtp(SAM));
    // 2½ minutes after the first code: it leaves the hour 57½ minutes later.
    expect(sixth).toMatchObject({ status: 429, serverMessage: hourlyCodes('58 minutes') });
    world.passTime(HOUR - 150 * SECOND - 1);
    expect((await refusal(world.auth.sendOtp(SAM))).serverMessage).toBe(hourlyCodes('1 second'));
    world.passTime(1);
    await world.auth.sendOtp(SAM);
    expect(world.codesSentTo(SAM)).toBe(6);
  });

  it('the wait is on the wall clock: the demo clock jumping or running fast does not shorten it', async () => {
    const world = demoAuth();
    await signedUp(world);
    world.clock.advanceBy(HOUR);
    world.clock.setSpeed(60);
    world.passTime(10 * SECOND);
    expect((await refusal(world.auth.sendOtp(SAM))).serverMessage).toBe(resendWait('20 seconds'));
  });

  it('an unverified account signing in within 30 s of its last code gets no new one; the code it has still verifies', async () => {
    const world = demoAuth();
    await signedUp(world);
    const code = world.codeFor(SAM);
    world.passTime(10 * SECOND);
    expect(await world.auth.signIn({ email: SAM, password: 'Fresh123' })).toEqual({
      kind: 'needs-verification',
      email: SAM,
    });
    expect(world.codesSentTo(SAM)).toBe(1);
    world.passTime(20 * SECOND);
    await world.auth.signIn({ email: SAM, password: 'Fresh123' });
    expect(world.codesSentTo(SAM)).toBe(2);
    expect(world.codeFor(SAM)).toMatch(/^\d{4}$/);
    const fresh = world.codeFor(SAM);
    if (fresh !== code)
      await expect(world.auth.verifyOtp(SAM, code)).rejects.toBeInstanceOf(AppError);
    expect((await world.auth.verifyOtp(SAM, fresh)).token).toEqual(expect.any(String));
  });
});

describe('sign-in: 10 failures on one address lock it for 5 minutes', () => {
  const signIn = (world: DemoAuth, password: string, email = DEMO_EMAIL) =>
    world.auth.signIn({ email, password });

  it('the 10th wrong password locks the address; meanwhile even the right one is refused; after 5 minutes it signs in', async () => {
    const world = demoAuth();
    for (let i = 0; i < 9; i++) {
      expect((await refusal(signIn(world, `Wrong${i}`))).serverMessage).toBe(WRONG_CREDENTIALS);
    }
    const tenth = await refusal(signIn(world, 'Wrong9'));
    expect(tenth).toMatchObject({
      kind: 'server',
      status: 429,
      serverMessage: signInLocked('5 minutes'),
    });
    expect((await refusal(signIn(world, DEMO_PASSWORD))).serverMessage).toBe(
      signInLocked('5 minutes'),
    );
    world.passTime(2 * MINUTE + 30 * SECOND);
    expect((await refusal(signIn(world, DEMO_PASSWORD))).serverMessage).toBe(
      signInLocked('3 minutes'),
    );
    world.passTime(2 * MINUTE);
    expect((await refusal(signIn(world, DEMO_PASSWORD))).serverMessage).toBe(
      signInLocked('30 seconds'),
    );
    world.passTime(30 * SECOND);
    expect((await signIn(world, DEMO_PASSWORD)).kind).toBe('signed-in');
  });

  it('20 wrong passwords in a row, then the right one: refused', async () => {
    const world = demoAuth();
    for (let i = 0; i < 20; i++) await signIn(world, `Wrong${i}`).catch(() => undefined);
    expect((await refusal(signIn(world, DEMO_PASSWORD))).status).toBe(429);
    expect(world.marketplace.read((s) => s.tokens)).toHaveLength(0);
  });

  it('wrong passwords sent all at once lock the address just the same', async () => {
    const world = demoAuth();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => refusal(signIn(world, `Wrong${i}`))),
    );
    expect(answers.filter((e) => e.serverMessage === WRONG_CREDENTIALS)).toHaveLength(9);
    expect(answers.filter((e) => e.status === 429)).toHaveLength(3);
    expect((await refusal(signIn(world, DEMO_PASSWORD))).status).toBe(429);
  });

  it('counts per address, whatever its case and spaces; another address still signs in', async () => {
    const world = demoAuth();
    for (let i = 0; i < 10; i++) {
      const email = i % 2 ? ' DEMO@Shipper.test ' : DEMO_EMAIL;
      await signIn(world, 'Wrong', email).catch(() => undefined);
    }
    expect((await refusal(signIn(world, DEMO_PASSWORD))).status).toBe(429);
    expect((await signIn(world, DEMO_PASSWORD, 'other@shipper.test')).kind).toBe('signed-in');
  });

  it('a successful sign-in starts the count again', async () => {
    const world = demoAuth();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) {
        expect((await refusal(signIn(world, 'Wrong'))).serverMessage).toBe(WRONG_CREDENTIALS);
      }
      expect((await signIn(world, DEMO_PASSWORD)).kind).toBe('signed-in');
    }
  });

  it('after a lock ends the address has 10 tries again', async () => {
    const world = demoAuth();
    for (let i = 0; i < 10; i++) await signIn(world, 'Wrong').catch(() => undefined);
    world.passTime(5 * MINUTE);
    for (let i = 0; i < 9; i++) {
      expect((await refusal(signIn(world, 'Wrong'))).serverMessage).toBe(WRONG_CREDENTIALS);
    }
    expect((await refusal(signIn(world, 'Wrong'))).status).toBe(429);
  });

  it('an address with no account locks the same way, so the lock tells nobody which addresses have one', async () => {
    const world = demoAuth();
    const nobody = 'nobody@nowhere.test';
    for (let i = 0; i < 9; i++) {
      expect((await refusal(signIn(world, 'Wrong', nobody))).serverMessage).toBe(WRONG_CREDENTIALS);
    }
    expect((await refusal(signIn(world, 'Wrong', nobody))).serverMessage).toBe(
      signInLocked('5 minutes'),
    );
  });

  it('the lock is on the wall clock: jumping the demo clock does not end it', async () => {
    const world = demoAuth();
    for (let i = 0; i < 10; i++) await signIn(world, 'Wrong').catch(() => undefined);
    world.clock.advanceBy(HOUR);
    expect((await refusal(signIn(world, DEMO_PASSWORD))).status).toBe(429);
  });

  it('a password reset through the e-mailed link ends the lock', async () => {
    const world = demoAuth();
    for (let i = 0; i < 10; i++) await signIn(world, 'Wrong').catch(() => undefined);
    await world.auth.requestPasswordReset(DEMO_EMAIL);
    await world.auth.resetPassword({
      token: world.resetTokenFor(DEMO_EMAIL),
      email: DEMO_EMAIL,
      password: 'NewPass99',
      passwordConfirmation: 'NewPass99',
    });
    expect((await signIn(world, 'NewPass99')).kind).toBe('signed-in');
  });
});

describe('tokens expire 12 hours after they are issued', () => {
  async function signedIn(world: DemoAuth) {
    const outcome = await world.auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    if (outcome.kind !== 'signed-in') throw new Error('the demo customer signs in');
    world.session.signIn(outcome.user, outcome.token);
    return () => world.demo.asUser('whoami', (_state, user) => user.email);
  }

  it('a token works until 12 hours after sign-in; then a request is unauthenticated, as with an unknown token', async () => {
    const world = demoAuth();
    const whoami = await signedIn(world);
    world.passTime(12 * HOUR - 1);
    await expect(whoami()).resolves.toBe(DEMO_EMAIL);
    world.passTime(1);
    await expect(whoami()).rejects.toMatchObject({
      kind: 'unauthenticated',
      serverMessage: 'Unauthenticated.',
    });
    expect(world.session.current().token).toBeNull();
  });

  it('a session lasts 12 hours of real time: the demo clock running fast or jumping does not end it', async () => {
    const world = demoAuth();
    const whoami = await signedIn(world);
    world.clock.setSpeed(1500);
    world.passTime(60 * SECOND); // 25 hours of demo time
    world.clock.advanceBy(48 * HOUR);
    await expect(whoami()).resolves.toBe(DEMO_EMAIL);
  });

  it('expired tokens are dropped from the store when the next one is issued', async () => {
    const world = demoAuth();
    await signedIn(world);
    world.passTime(12 * HOUR);
    await signedIn(world);
    expect(world.marketplace.read((s) => s.tokens)).toHaveLength(1);
  });
});
