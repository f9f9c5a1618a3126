import { autorun } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import { DEMO_EMAIL, signUpFields } from '../../application/auth/auth-world';
import { presenterWorld } from './presenter-world';
import { LEEDS_PICKED } from '../../support/addresses';

describe('SignUpPresenter', () => {
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  it('the phone reads a UK number as its 10-digit national number', () => {
    const presenter = world.signUp();
    presenter.setField('phoneNumber', '+44 (0) 7700 900 123');
    expect(presenter.fields.phoneNumber).toBe('7700900123');
  });

  it('shows the field errors; editing a field clears its error', async () => {
    const presenter = world.signUp();
    await presenter.submit();
    expect(presenter.navigateTo).toBeNull();
    expect(presenter.errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    presenter.setField('firstName', 'S');
    expect(presenter.errors.firstName).toBeUndefined();
    expect(presenter.errors.lastName).toBe('Last name is required');
  });

  it('a picked address fills the field; typing over it forgets the pick', () => {
    const presenter = world.signUp();
    presenter.pickAddress(LEEDS_PICKED);
    expect(presenter.fields.address).toBe('Leeds, West Yorkshire LS1');
    expect(presenter.pickedAddress?.cityName).toBe('Leeds');
    presenter.setField('address', 'Leeds, West');
    expect(presenter.pickedAddress).toBeNull();
  });

  it('success goes to the verify view', async () => {
    const presenter = world.signUp();
    Object.entries(signUpFields('sam@carter.test')).forEach(([k, v]) =>
      presenter.setField(k as never, v),
    );
    await presenter.submit();
    expect(presenter.navigateTo).toEqual({ to: '/email-verification' });
    expect(presenter.request.status.kind).toBe('succeeded');
  });

  it('a taken e-mail shows the server text on the field and above the form', async () => {
    const presenter = world.signUp();
    Object.entries(signUpFields(DEMO_EMAIL)).forEach(([k, v]) => presenter.setField(k as never, v));
    await presenter.submit();
    expect(presenter.navigateTo).toBeNull();
    expect(presenter.errors.email).toBe('The email has already been taken.');
    expect(presenter.request.error).toBe('The email has already been taken.');
    world.demo.failNext('signUp', new AppError('network'));
    presenter.setField('email', 'new@carter.test');
    await presenter.submit();
    expect(presenter.request.error).toBe('Sign up failed');
  });
});

describe('ForgotPasswordPresenter', () => {
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  it('cannot submit while the email is blank', async () => {
    const presenter = world.forgot();
    expect(presenter.canSubmit).toBe(false);
    presenter.setEmail('   ');
    expect(presenter.canSubmit).toBe(false);
    await presenter.submit('https://portal.test');
    expect(presenter.request.status.kind).toBe('idle');
  });

  it('sends, shows "Check your email" for the address, and the success toast', async () => {
    const presenter = world.forgot();
    presenter.setEmail(DEMO_EMAIL);
    await presenter.submit('https://portal.test');
    expect(presenter.sentTo).toBe(DEMO_EMAIL);
    expect(world.toasts.current?.message).toBe('Email sent');
    expect(world.viewModel.session.resetPasswordEmail).toBe(DEMO_EMAIL);
    presenter.sendAnother();
    expect(presenter.sentTo).toBeNull();
    expect(presenter.email).toBe(DEMO_EMAIL);
  });

  it('sends one email per click: a second submit while the first is on its way does nothing', async () => {
    const presenter = world.forgot();
    presenter.setEmail(DEMO_EMAIL);
    const first = presenter.submit('https://portal.test');
    expect(presenter.canSubmit).toBe(false);
    await presenter.submit('https://portal.test');
    await first;
    expect(world.emails().filter((e) => e.to === DEMO_EMAIL)).toHaveLength(1);
  });

  it('an invalid address is shown on the field; a failure shows the fallback text', async () => {
    const presenter = world.forgot();
    presenter.setEmail('demo');
    await presenter.submit('https://portal.test');
    expect(presenter.emailError).toBe('Email is invalid');
    presenter.setEmail(DEMO_EMAIL);
    expect(presenter.emailError).toBeNull();
    world.demo.failNext('forgotPassword', AppError.server());
    await presenter.submit('https://portal.test');
    expect(presenter.request.error).toBe('Forgot password failed');
    expect(presenter.sentTo).toBeNull();
  });
});

describe('ResetPasswordPresenter', () => {
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  async function opened() {
    const forgot = world.forgot();
    forgot.setEmail(DEMO_EMAIL);
    await forgot.submit('https://portal.test');
    world.session.setResetPasswordEmail(null);
    const link = world.resetLinkFor(DEMO_EMAIL);
    const presenter = world.reset();
    presenter.open(link.token, link.email);
    return presenter;
  }

  it('reads the link once: token kept, email stored', async () => {
    const presenter = await opened();
    const token = presenter.token;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(world.viewModel.session.resetPasswordEmail).toBe(DEMO_EMAIL);
    presenter.open(null, null);
    expect(presenter.token).toBe(token);
    expect(presenter.opened).toBe(true);
  });

  it('the strength meter and requirements follow the password', async () => {
    const presenter = await opened();
    expect(presenter.strength).toBeNull();
    expect(presenter.strengthPercent).toBe(0);
    presenter.setPassword('abc');
    expect(presenter.strength).toBe('Too short');
    presenter.setPassword('Abcdefghij1!');
    expect(presenter.strength).toBe('Strong');
    expect(presenter.strengthPercent).toBe(100);
    expect(presenter.requirements.every((r) => r.met)).toBe(true);
  });

  it('shows field errors, then resets with the toast and "Password Reset!" state', async () => {
    const presenter = await opened();
    await presenter.submit();
    expect(presenter.errors.password).toBe('Password is required');
    presenter.setPassword('NewPass99');
    presenter.setConfirmPassword('NewPass98');
    await presenter.submit();
    expect(presenter.errors.confirmPassword).toBe('Passwords do not match');
    presenter.setConfirmPassword('NewPass99');
    await presenter.submit();
    expect(presenter.done).toBe(true);
    expect(presenter.password).toBe('');
    expect(world.toasts.queue.map((t) => t.message)).toEqual(['Email sent', 'Password reset']);
  });

  it('a refused form never shows "Password Reset!", not even for a moment', async () => {
    const presenter = await opened();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(presenter.done));
    presenter.setPassword('NewPass99');
    await presenter.submit();
    stop();
    expect(presenter.errors.confirmPassword).toBe('Please confirm your password');
    expect(seen).toEqual([false]);
  });

  it('no stored email gives the spec text; a server failure its message', async () => {
    const presenter = await opened();
    world.session.setResetPasswordEmail(null);
    presenter.setPassword('NewPass99');
    presenter.setConfirmPassword('NewPass99');
    await presenter.submit();
    expect(presenter.failure).toBe('Email not found. Please request a new password reset link.');
    world.session.setResetPasswordEmail(DEMO_EMAIL);
    world.demo.failNext('resetPassword', AppError.server());
    await presenter.submit();
    expect(presenter.failure).toBe('Reset password failed');
  });

  it('resets once per click: a second submit while the first is on its way does nothing', async () => {
    const presenter = await opened();
    presenter.setPassword('NewPass99');
    presenter.setConfirmPassword('NewPass99');
    const first = presenter.submit();
    expect(presenter.request.pending).toBe(true);
    await presenter.submit();
    await first;
    expect(presenter.done).toBe(true);
    expect(world.toasts.queue.map((t) => t.message)).toEqual(['Email sent', 'Password reset']);
  });

  it('without a token nothing is sent', async () => {
    const presenter = world.reset();
    presenter.open(null, DEMO_EMAIL);
    presenter.setPassword('NewPass99');
    presenter.setConfirmPassword('NewPass99');
    await presenter.submit();
    expect(presenter.request.status.kind).toBe('idle');
  });
});
