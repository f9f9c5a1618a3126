import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presenterWorld } from '../../presentation/auth/presenter-world';
import { renderAuth } from './render-auth';

vi.setConfig({ testTimeout: 20_000 });

describe('AuthScreen picks its view from the path', () => {
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  it.each([
    ['/login', 'Sign in'],
    ['/signup', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=t&email=demo%40shipper.test', 'Choose a new password'],
  ])('%s shows "%s"', async (path, heading) => {
    renderAuth(path, world);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('a pending verification forces the verify view, keeping the remembered page', async () => {
    world.session.setPendingVerification('sam@carter.test');
    const { location } = renderAuth('/signup?redirect=%2Ftrips', world);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/email-verification?redirect=%2Ftrips');
  });

  it('the verify view with nothing pending goes to sign in', async () => {
    const { location } = renderAuth('/email-verification', world);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login'));
  });
});
