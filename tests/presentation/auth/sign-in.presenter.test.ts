import { autorun } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import { DEMO_EMAIL, DEMO_PASSWORD, signUpFields } from '../../application/auth/auth-world';
import type { User } from '../../../src/domain/auth/user';
import { presenterWorld } from './presenter-world';

const DANA: User = {
  id: 1,
  email: DEMO_EMAIL,
  firstName: 'Dana',
  lastName: 'Shipper',
  name: 'Dana Shipper',
  phoneNumber: '',
  address: '',
  businessType: '',
  businessDescription: '',
  photoUrl: null,
};

describe('SignInPresenter', () => {
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  function filled() {
    const presenter = world.signIn();
    presenter.setEmail(DEMO_EMAIL);
    presenter.setPassword(DEMO_PASSWORD);
    return presenter;
  }

  it('goes idle → loading → succeeded and on to /dashboard', async () => {
    const presenter = filled();
    const kinds: string[] = [];
    const stop = autorun(() => kinds.push(presenter.request.status.kind));
    await presenter.submit(null);
    stop();
    expect(presenter.navigateTo).toEqual({ to: '/dashboard' });
    expect(kinds).toEqual(['idle', 'loading', 'succeeded']);
    expect(world.viewModel.signedIn).toBe(true);
  });

  it.each([
    ['/history/10412?x=1', '/history/10412?x=1'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
  ])(
    'returns to the remembered page %j only when it is a portal path: %j',
    async (redirect, to) => {
      const presenter = filled();
      await presenter.submit(redirect);
      expect(presenter.navigateTo).toEqual({ to });
    },
  );

  it('shows the field errors and clears one when its field is edited', async () => {
    const presenter = world.signIn();
    await presenter.submit(null);
    expect(presenter.navigateTo).toBeNull();
    expect(presenter.errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(presenter.request.status.kind).toBe('idle');
    presenter.setEmail('d');
    expect(presenter.errors.email).toBeUndefined();
    expect(presenter.errors.password).toBe('Password is required');
  });

  it('shows the server message, else the fallback text', async () => {
    const presenter = filled();
    presenter.setPassword('nope-nope');
    await presenter.submit(null);
    expect(presenter.request.error).toBe('These credentials do not match our records.');
    world.demo.failNext('signIn', AppError.server());
    presenter.setPassword(DEMO_PASSWORD);
    await presenter.submit(null);
    expect(presenter.request.error).toBe('Sign in failed');
  });

  it('an account needing verification goes to the verify view without logging in', async () => {
    const fields = signUpFields('x@y.test');
    const up = world.signUp();
    Object.entries(fields).forEach(([k, v]) => up.setField(k as keyof typeof fields, v));
    await up.submit();
    world.session.setPendingVerification(null);
    const presenter = world.signIn();
    presenter.setEmail('x@y.test');
    presenter.setPassword('Fresh123');
    await presenter.submit(null);
    expect(presenter.navigateTo).toEqual({ to: '/email-verification' });
    expect(world.viewModel.signedIn).toBe(false);
    expect(world.viewModel.pendingVerificationEmail).toBe('x@y.test');
  });

  it('ignores a second submit while the first is running', async () => {
    const presenter = filled();
    const first = presenter.submit(null);
    await presenter.submit(null);
    expect(presenter.navigateTo).toBeNull();
    await first;
    expect(world.marketplace.read((s) => s.tokens)).toHaveLength(1);
    expect(presenter.navigateTo).toEqual({ to: '/dashboard' });
  });

  it('knows when the session ended by a 401, and takes a notice from another view', () => {
    const presenter = world.signIn();
    expect(presenter.endedNotice).toBeNull();
    world.session.signIn(DANA, 't');
    world.session.expire('t');
    expect(presenter.endedNotice).toMatch(/^Your session has ended/);
    presenter.prefill('sam@carter.test', 'Password not found. Please sign in manually.');
    expect(presenter.email).toBe('sam@carter.test');
    expect(presenter.notice).toBe('Password not found. Please sign in manually.');
  });

  it('a failed sign-in keeps the view; once the view has gone on, the outcome is spent', async () => {
    const presenter = filled();
    world.demo.failNext('signIn', AppError.server());
    await presenter.submit(null);
    expect(presenter.navigateTo).toBeNull();
    await presenter.submit(null);
    expect(presenter.navigateTo).toEqual({ to: '/dashboard' });
    presenter.navigated();
    expect(presenter.navigateTo).toBeNull();
  });
});
