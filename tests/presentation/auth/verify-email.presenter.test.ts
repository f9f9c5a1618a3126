import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import { signUpFields } from '../../application/auth/auth-world';
import { presenterWorld } from './presenter-world';

const EMAIL = 'sam@carter.test';

describe('VerifyEmailPresenter', () => {
  let world = presenterWorld();
  beforeEach(async () => {
    vi.useFakeTimers();
    const up = world.signUp();
    Object.entries(signUpFields(EMAIL)).forEach(([k, v]) => up.setField(k as never, v));
    await up.submit();
  });
  afterEach(() => {
    vi.useRealTimers();
    world.dispose();
    world = presenterWorld();
  });

  const fill = (presenter: ReturnType<typeof world.verify>, code: string) =>
    Array.from(code).forEach((d, i) => presenter.type(i, d));

  it('counts down from 120 s once started (start is idempotent) and enables Resend at 0', () => {
    const presenter = world.verify();
    presenter.start();
    presenter.start();
    expect(presenter.resendIn).toBe('2:00');
    expect(presenter.canResend).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(presenter.secondsLeft).toBe(119);
    expect(presenter.resendIn).toBe('1:59');
    vi.advanceTimersByTime(119_000);
    expect(presenter.secondsLeft).toBe(0);
    expect(presenter.canResend).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the disposer stops the countdown', () => {
    const presenter = world.verify();
    const stop = presenter.start();
    stop();
    vi.advanceTimersByTime(5000);
    expect(presenter.secondsLeft).toBe(120);
  });

  it('typing a digit fills the box and moves on; other characters are ignored', () => {
    const presenter = world.verify();
    expect(presenter.type(0, '4')).toBe(1);
    expect(presenter.type(1, 'x')).toBeNull();
    expect(presenter.type(1, '47')).toBe(2);
    expect(presenter.type(3, '9')).toBeNull();
    expect(presenter.boxes).toEqual(['4', '7', '', '9']);
    expect(presenter.type(3, '')).toBeNull();
    expect(presenter.boxes).toEqual(['4', '7', '', '']);
  });

  it('Backspace clears the box, or moves back and clears the previous one', () => {
    const presenter = world.verify();
    fill(presenter, '123');
    expect(presenter.backspace(2)).toBeNull();
    expect(presenter.boxes).toEqual(['1', '2', '', '']);
    expect(presenter.backspace(2)).toBe(1);
    expect(presenter.boxes).toEqual(['1', '', '', '']);
    presenter.backspace(0);
    expect(presenter.backspace(0)).toBeNull();
  });

  it('pasting four digits fills every box', () => {
    const presenter = world.verify();
    expect(presenter.paste(0, '12 34')).toBe(3);
    expect(presenter.boxes).toEqual(['1', '2', '3', '4']);
  });

  it('the right code signs in and goes to the remembered page with the success toast', async () => {
    const presenter = world.verify();
    fill(presenter, world.codeFor(EMAIL));
    await presenter.verify('/trips');
    expect(presenter.navigateTo).toEqual({ to: '/trips' });
    expect(world.viewModel.signedIn).toBe(true);
    expect(world.toasts.current?.message).toBe('Email verified successfully');
  });

  it('incomplete and wrong codes show their texts; editing clears them', async () => {
    const presenter = world.verify();
    await presenter.verify(null);
    expect(presenter.failure).toBe('Please enter all 4 digits');
    expect(presenter.navigateTo).toBeNull();
    const code = world.codeFor(EMAIL);
    fill(presenter, code === '0000' ? '1111' : '0000');
    await presenter.verify(null);
    expect(presenter.failure).toBe('Invalid OTP');
    presenter.type(0, '5');
    expect(presenter.failure).toBeNull();
    world.demo.failNext('verifyOtp', AppError.server());
    fill(presenter, code);
    await presenter.verify(null);
    expect(presenter.failure).toBe('OTP verification failed');
  });

  it("a refused code without a server message says 'Invalid OTP'; a server or network failure does not", async () => {
    const presenter = world.verify();
    fill(presenter, world.codeFor(EMAIL));
    world.demo.failNext('verifyOtp', new AppError('validation', undefined, {}, 422));
    await presenter.verify(null);
    expect(presenter.failure).toBe('Invalid OTP');
    world.demo.failNext('verifyOtp', AppError.server(undefined, 400));
    await presenter.verify(null);
    expect(presenter.failure).toBe('Invalid OTP');
    world.demo.failNext('verifyOtp', AppError.server(undefined, 502));
    await presenter.verify(null);
    expect(presenter.failure).toBe('OTP verification failed');
    world.demo.failNext('verifyOtp', new AppError('network'));
    await presenter.verify(null);
    expect(presenter.failure).toBe('OTP verification failed');
  });

  it('a failed automatic sign-in goes to sign in with the spec text and the email', async () => {
    const presenter = world.verify();
    fill(presenter, world.codeFor(EMAIL));
    world.demo.failNext('signIn');
    await presenter.verify(null);
    expect(presenter.navigateTo).toEqual({
      to: '/login',
      notice: {
        email: EMAIL,
        message: 'OTP verified but auto-login failed. Please sign in manually.',
      },
    });
    // The notice travels in the browser's history, which copies what it is given.
    expect(structuredClone(presenter.navigateTo)).toEqual(presenter.navigateTo);
  });

  it('Resend at 0 sends a new code and resets boxes and timer; before 0 it does nothing', async () => {
    const presenter = world.verify();
    presenter.start();
    fill(presenter, '12');
    await presenter.resend();
    expect(world.emails()).toHaveLength(1);
    vi.advanceTimersByTime(120_000);
    await presenter.resend();
    expect(world.emails()).toHaveLength(2);
    expect(presenter.boxes).toEqual(['', '', '', '']);
    expect(presenter.secondsLeft).toBe(120);
    expect(presenter.canResend).toBe(false);
    expect(world.toasts.current?.message).toBe('OTP sent successfully');
    vi.advanceTimersByTime(1000);
    expect(presenter.secondsLeft).toBe(119);
  });

  it('a failed resend shows the fallback text and keeps Resend enabled', async () => {
    const presenter = world.verify();
    presenter.start();
    vi.advanceTimersByTime(120_000);
    world.demo.failNext('sendOtp', AppError.server());
    await presenter.resend();
    expect(presenter.resendRequest.error).toBe('Failed to resend OTP');
    expect(presenter.canResend).toBe(true);
  });

  it('sends the code once per click: a second verify while the first is on its way does nothing', async () => {
    const presenter = world.verify();
    fill(presenter, world.codeFor(EMAIL));
    const first = presenter.verify(null);
    expect(presenter.verifyRequest.pending).toBe(true);
    await presenter.verify(null);
    await first;
    expect(presenter.navigateTo).toEqual({ to: '/dashboard' });
    expect(world.toasts.queue.map((t) => t.message)).toEqual(['Email verified successfully']);
  });

  it('asks for one new code per click while the first request is on its way', async () => {
    const presenter = world.verify();
    presenter.start();
    vi.advanceTimersByTime(120_000);
    const first = presenter.resend();
    expect(presenter.canResend).toBe(false);
    await presenter.resend();
    await first;
    expect(world.emails()).toHaveLength(2);
  });

  it('with nothing left to verify, the code goes back to sign in', async () => {
    const presenter = world.verify();
    fill(presenter, world.codeFor(EMAIL));
    world.session.setPendingVerification(null);
    await presenter.verify(null);
    expect(presenter.navigateTo).toEqual({ to: '/login' });
    expect(presenter.failure).toBeNull();
  });

  it('with nothing to verify (a reload ends it) the view goes back to sign in, no countdown', () => {
    world.session.setPendingVerification(null);
    const presenter = world.verify();
    presenter.start();
    expect(presenter.navigateTo).toEqual({ to: '/login' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('back to sign in drops the pending verification', () => {
    const presenter = world.verify();
    presenter.start();
    expect(presenter.email).toBe(EMAIL);
    presenter.backToSignIn();
    expect(presenter.navigateTo).toEqual({ to: '/login' });
    expect(world.viewModel.pendingVerificationEmail).toBeNull();
    expect(world.session.signupPassword()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
