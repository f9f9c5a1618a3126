import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import { SignIn } from '../../../src/application/auth/sign-in.use-case';
import { SignInPresenter } from '../../../src/presentation/screens/auth/sign-in.presenter';
import { presenterWorld } from '../../presentation/auth/presenter-world';
import { renderAuth } from './render-auth';

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

vi.setConfig({ testTimeout: 20_000 });
const user = userEvent.setup({ delay: null });

describe('SignInView', () => {
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  it('idle: labelled fields, show/hide, Forgot Password and Sign Up links', async () => {
    renderAuth('/login', world);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('the Sign Up link keeps the remembered page', () => {
    renderAuth('/login?redirect=%2Ftrips', world);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Ftrips',
    );
  });

  it('invalid: errors tied to their fields', async () => {
    renderAuth('/login', world);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('Password is required');
  });

  it('failed: the server message in an alert', async () => {
    renderAuth('/login', world);
    await user.type(email(), 'demo@shipper.test');
    await user.type(password(), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
  });

  it('loading: the button says so and is disabled', async () => {
    const stalled: AuthGateway = Object.assign(Object.create(world.gateway) as AuthGateway, {
      signIn: () => new Promise<never>(() => undefined),
    });
    renderAuth('/login', {
      ...world,
      signIn: () =>
        new SignInPresenter(new SignIn(stalled, world.session, world.clock), world.viewModel),
    });
    await user.type(email(), 'demo@shipper.test');
    await user.type(password(), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it('a server failure without a message shows the fallback text', async () => {
    world.demo.failNext('signIn', AppError.server());
    renderAuth('/login', world);
    await user.type(email(), 'demo@shipper.test');
    await user.type(password(), 'Demo1234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in failed');
  });

  it('succeeded: on to the remembered page', async () => {
    const { location } = renderAuth('/login?redirect=%2Fhistory%2F10412', world);
    await user.type(email(), 'demo@shipper.test');
    await user.type(password(), 'Demo1234{Enter}');
    await waitFor(() => expect(location()).toBe('/history/10412'));
  });

  it('an expired session is explained politely', () => {
    world.session.signIn(
      {
        id: 1,
        email: 'd@x.test',
        firstName: 'D',
        lastName: 'S',
        name: '',
        phoneNumber: '',
        address: '',
        businessType: '',
        businessDescription: '',
        photoUrl: null,
      },
      't',
    );
    world.session.expire('t');
    renderAuth('/login', world);
    expect(screen.getByText(/Your session has ended/)).toBeInTheDocument();
  });
});
