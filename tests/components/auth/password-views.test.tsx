import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import { presenterWorld } from '../../presentation/auth/presenter-world';
import { renderAuth } from './render-auth';

vi.setConfig({ testTimeout: 20_000 });

const set = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('ForgotPasswordView', () => {
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  it('Send Reset Link is disabled while the email is blank', () => {
    renderAuth('/forgot-password', world);
    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(send).toBeDisabled();
    set(screen.getByRole('textbox', { name: /^Email/ }), '  ');
    expect(send).toBeDisabled();
    set(screen.getByRole('textbox', { name: /^Email/ }), 'demo@shipper.test');
    expect(send).toBeEnabled();
    expect(screen.getByText(/expires in 24 hours/)).toBeInTheDocument();
  });

  it('sent: "Check your email" with Send another email and Back to Sign In', async () => {
    renderAuth('/forgot-password', world);
    set(screen.getByRole('textbox', { name: /^Email/ }), 'demo@shipper.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The link expires in 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Send another email' }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('demo@shipper.test');
  });

  it('failed: the fallback text in an alert', async () => {
    world.demo.failNext('forgotPassword', AppError.server());
    renderAuth('/forgot-password', world);
    set(screen.getByRole('textbox', { name: /^Email/ }), 'demo@shipper.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forgot password failed');
  });
});

describe('ResetPasswordView', () => {
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  async function linkPath() {
    const forgot = world.forgot();
    forgot.setEmail('demo@shipper.test');
    await forgot.submit('https://portal.test');
    world.session.setResetPasswordEmail(null);
    const { token } = world.resetLinkFor('demo@shipper.test');
    return `/reset-password?token=${token}&email=demo%40shipper.test`;
  }

  it('reads token and email from the link, stores the email and clears the address', async () => {
    const { location } = renderAuth(await linkPath(), world);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/reset-password'));
    expect(world.viewModel.session.resetPasswordEmail).toBe('demo@shipper.test');
    expect(localStorage.getItem('resetPasswordEmail')).toBeNull();
  });

  it('the strength meter and requirements follow the password, in words', async () => {
    renderAuth(await linkPath(), world);
    const password = await screen.findByLabelText(/^New Password/, { selector: 'input' });
    const meter = screen.getByRole('progressbar', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'No password yet');
    set(password, 'abc');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Too short');
    set(password, 'Abcdefghij1!');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Strong');
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    const requirements = screen.getByRole('list', { name: 'Password requirements' });
    expect(requirements).toHaveTextContent('At least 6 characters (met)');
  });

  it('errors on the fields, then "Password Reset!" with Continue to Sign In', async () => {
    renderAuth(await linkPath(), world);
    const password = await screen.findByLabelText(/^New Password/, { selector: 'input' });
    const confirm = screen.getByLabelText(/^Confirm Password/, { selector: 'input' });
    set(password, 'NewPass99');
    set(confirm, 'NewPass98');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords do not match'));
    set(confirm, 'NewPass99');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password Reset!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('a used link fails with the server text', async () => {
    const path = await linkPath();
    const { token } = world.resetLinkFor('demo@shipper.test');
    await world.gateway.resetPassword({
      token,
      email: 'demo@shipper.test',
      password: 'Other123',
      passwordConfirmation: 'Other123',
    });
    renderAuth(path, world);
    set(await screen.findByLabelText(/^New Password/, { selector: 'input' }), 'NewPass99');
    set(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'NewPass99');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid. Request a new one.',
    );
  });

  it('a link without a token says so and offers a new link', async () => {
    renderAuth('/reset-password', world);
    expect(await screen.findByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
