import { afterEach, describe, expect, it } from 'vitest';
import { OpenResetLink } from '../../../src/application/auth/open-reset-link.use-case';
import { RequestPasswordReset } from '../../../src/application/auth/request-password-reset.use-case';
import { ResetPassword } from '../../../src/application/auth/reset-password.use-case';
import { SignIn } from '../../../src/application/auth/sign-in.use-case';
import { SignOut } from '../../../src/application/auth/sign-out.use-case';
import { AppError } from '../../../src/domain/shared/app-error';
import { PORTAL_STORAGE_PREFIX } from '../../../src/infrastructure/storage/portal-storage';
import { DEMO_EMAIL, DEMO_PASSWORD, authWorld } from './auth-world';

const ORIGIN = 'https://portal.bidhaul.test';

describe('RequestPasswordReset: the email is kept for the reset', () => {
  let world = authWorld();
  afterEach(() => {
    world.dispose();
    world = authWorld();
  });

  it('sends the reset link to the Demo inbox and stores the email for reset', async () => {
    const result = await new RequestPasswordReset(world.gateway, world.session).execute(
      ` ${DEMO_EMAIL} `,
      ORIGIN,
    );
    expect(result).toEqual({ kind: 'sent', email: DEMO_EMAIL });
    expect(world.session.current().resetPasswordEmail).toBe(DEMO_EMAIL);
    expect(world.storage.getItem('resetPasswordEmail')).toBe(DEMO_EMAIL);
    const mail = world.emails()[0];
    expect(mail?.link?.label).toBe('Reset your password');
    expect(mail?.link?.href).toMatch(
      /^\/reset-password\?token=[0-9a-f]{48}&email=demo%40shipper\.test$/,
    );
    expect(mail?.body).toContain('24 hours');
  });

  it('checks the email first', async () => {
    const request = new RequestPasswordReset(world.gateway, world.session);
    expect(await request.execute('  ', ORIGIN)).toEqual({
      kind: 'invalid',
      message: 'Email is required',
    });
    expect(await request.execute('demo', ORIGIN)).toEqual({
      kind: 'invalid',
      message: 'Email is invalid',
    });
    expect(world.emails()).toHaveLength(0);
  });

  it('answers the same for an unknown address, without sending anything', async () => {
    const result = await new RequestPasswordReset(world.gateway, world.session).execute(
      'nobody@x.test',
      ORIGIN,
    );
    expect(result.kind).toBe('sent');
    expect(world.emails()).toHaveLength(0);
  });
});

describe('ResetPassword: the link token (single use, 24 hours), the sign-up password rules', () => {
  let world = authWorld();
  afterEach(() => {
    world.dispose();
    world = authWorld();
  });

  async function linkFor(email = DEMO_EMAIL) {
    await new RequestPasswordReset(world.gateway, world.session).execute(email, ORIGIN);
    world.session.setResetPasswordEmail(null);
    const link = world.resetLinkFor(email);
    new OpenResetLink(world.session).execute(link.email);
    return link;
  }

  it('changes the password with the link token, clears the stored email; the old password stops working', async () => {
    const { token } = await linkFor();
    expect(world.session.current().resetPasswordEmail).toBe(DEMO_EMAIL);
    const reset = new ResetPassword(world.gateway, world.session);
    expect(
      await reset.execute({ token, password: 'NewPass99', confirmPassword: 'NewPass99' }),
    ).toEqual({ kind: 'reset' });
    expect(world.session.current().resetPasswordEmail).toBeNull();
    expect(world.storage.getItem('resetPasswordEmail')).toBeNull();
    const signIn = new SignIn(world.gateway, world.session, world.clock);
    await expect(
      signIn.execute({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    ).rejects.toBeInstanceOf(AppError);
    expect(await signIn.execute({ email: DEMO_EMAIL, password: 'NewPass99' })).toEqual({
      kind: 'signed-in',
    });
  });

  it('the same password rules as sign up', async () => {
    const { token } = await linkFor();
    const reset = new ResetPassword(world.gateway, world.session);
    expect(await reset.execute({ token, password: '', confirmPassword: '' })).toEqual({
      kind: 'invalid',
      errors: { password: 'Password is required', confirmPassword: 'Please confirm your password' },
    });
    expect(await reset.execute({ token, password: 'abc', confirmPassword: 'abd' })).toEqual({
      kind: 'invalid',
      errors: {
        password: 'Password must be at least 6 characters',
        confirmPassword: 'Passwords do not match',
      },
    });
  });

  it('without a stored email: "Email not found. Please request a new password reset link."', async () => {
    const { token } = await linkFor();
    world.session.setResetPasswordEmail(null);
    expect(
      await new ResetPassword(world.gateway, world.session).execute({
        token,
        password: 'NewPass99',
        confirmPassword: 'NewPass99',
      }),
    ).toEqual({
      kind: 'invalid',
      errors: { form: 'Email not found. Please request a new password reset link.' },
    });
  });

  it('a token works once', async () => {
    const { token } = await linkFor();
    const reset = new ResetPassword(world.gateway, world.session);
    await reset.execute({ token, password: 'NewPass99', confirmPassword: 'NewPass99' });
    new OpenResetLink(world.session).execute(DEMO_EMAIL);
    await expect(
      reset.execute({ token, password: 'Again999', confirmPassword: 'Again999' }),
    ).rejects.toMatchObject({
      serverMessage: 'This password reset link is invalid. Request a new one.',
    });
    expect(world.session.current().resetPasswordEmail).toBe(DEMO_EMAIL);
  });

  it('a token expires after 24 hours', async () => {
    const { token } = await linkFor();
    world.clock.advanceBy(24 * 3600_000 + 1);
    await expect(
      new ResetPassword(world.gateway, world.session).execute({
        token,
        password: 'NewPass99',
        confirmPassword: 'NewPass99',
      }),
    ).rejects.toMatchObject({
      serverMessage: 'This password reset link has expired. Request a new one.',
    });
  });

  it('a token is bound to its e-mail', async () => {
    const { token } = await linkFor();
    new OpenResetLink(world.session).execute('other@shipper.test');
    await expect(
      new ResetPassword(world.gateway, world.session).execute({
        token,
        password: 'NewPass99',
        confirmPassword: 'NewPass99',
      }),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('a reset ends sessions signed in with the old password', async () => {
    const signIn = new SignIn(world.gateway, world.session, world.clock);
    await signIn.execute({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const oldToken = world.session.current().token;
    const { token } = await linkFor();
    await new ResetPassword(world.gateway, world.session).execute({
      token,
      password: 'NewPass99',
      confirmPassword: 'NewPass99',
    });
    expect(world.marketplace.read((s) => s.tokens.some((t) => t.token === oldToken))).toBe(false);
  });

  it('opening a link without an email keeps what is stored', () => {
    world.session.setResetPasswordEmail(DEMO_EMAIL);
    new OpenResetLink(world.session).execute(null);
    new OpenResetLink(world.session).execute('  ');
    expect(world.session.current().resetPasswordEmail).toBe(DEMO_EMAIL);
  });
});

describe('SignOut: client-side, every stored item cleared', () => {
  it('clears user, token and every stored item, and the kept password', async () => {
    const world = authWorld();
    await new SignIn(world.gateway, world.session, world.clock).execute({
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    world.session.setResetPasswordEmail(DEMO_EMAIL);
    world.session.setSignupPassword('Secret1');
    world.storage.setItem(`${PORTAL_STORAGE_PREFIX}draft`, '{}');
    new SignOut(world.session).execute();
    expect(world.storage.length).toBe(0);
    expect(world.session.current()).toMatchObject({
      token: null,
      user: null,
      resetPasswordEmail: null,
    });
    expect(world.session.signupPassword()).toBeNull();
    world.dispose();
  });
});
