import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signUpFields } from '../../application/auth/auth-world';
import { presenterWorld } from '../../presentation/auth/presenter-world';
import { renderAuth } from './render-auth';

vi.setConfig({ testTimeout: 20_000 });

const EMAIL = 'sam@carter.test';
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });

describe('VerifyEmailView', () => {
  let world = presenterWorld();
  beforeEach(async () => {
    const up = world.signUp();
    Object.entries(signUpFields(EMAIL)).forEach(([k, v]) => up.setField(k as never, v));
    await up.submit();
  });
  afterEach(() => {
    vi.useRealTimers();
    world.dispose();
    world = presenterWorld();
  });

  it('shows four named boxes, the address, the 10-minute text and a disabled Resend', () => {
    renderAuth('/email-verification', world);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect([1, 2, 3, 4].map((n) => box(n).getAttribute('inputmode'))).toEqual([
      'numeric',
      'numeric',
      'numeric',
      'numeric',
    ]);
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.getByText('The code expires in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    expect(screen.getByText('2:00')).toBeInTheDocument();
    expect(box(1)).toHaveFocus();
  });

  it('typing moves on, letters are ignored, Backspace moves back, paste fills all four', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuth('/email-verification', world);
    await user.keyboard('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('x');
    expect(box(2)).toHaveValue('');
    await user.keyboard('7');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    fireEvent.paste(box(1), { clipboardData: { getData: () => '9 8 7 6' } });
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      '9',
      '8',
      '7',
      '6',
    ]);
    expect(box(4)).toHaveFocus();
  });

  it('a wrong code: "Invalid OTP" announced and the boxes marked invalid', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuth('/email-verification', world);
    const code = world.codeFor(EMAIL);
    await user.keyboard(code === '0000' ? '1111' : '0000');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Invalid OTP',
    );
  });

  it('the right code signs in and leaves for /dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAuth('/email-verification', world);
    await user.keyboard(world.codeFor(EMAIL));
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(world.viewModel.signedIn).toBe(true);
  });

  it('a failed automatic sign-in goes to sign in with the e-mail filled in and the notice', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAuth('/email-verification?redirect=%2Ftrips', world);
    world.demo.failNext('signIn');
    await user.keyboard(world.codeFor(EMAIL));
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('OTP verified but auto-login failed. Please sign in manually.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/login?redirect=%2Ftrips');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(EMAIL);
  });

  it('the countdown runs down to 0; Resend then sends a code and restarts it', async () => {
    vi.useFakeTimers();
    renderAuth('/email-verification', world);
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByText('0:59')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).toBeEnabled();
    fireEvent.change(box(1), { target: { value: '3' } });
    await act(async () => {
      fireEvent.click(resend);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(world.emails().filter((e) => e.to === EMAIL)).toHaveLength(2);
    expect(box(1)).toHaveValue('');
    expect(screen.getByText('2:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  });

  it('Back to Sign In leaves the verification', async () => {
    const { location } = renderAuth('/email-verification', world);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(world.viewModel.pendingVerificationEmail).toBeNull();
  });
});
