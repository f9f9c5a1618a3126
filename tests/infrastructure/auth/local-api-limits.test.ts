import { describe, expect, it, vi } from 'vitest';
import type { RunningLocalApi } from '../../../local-api/start-local-api';
import { signUpToDto } from '../../../src/infrastructure/http/auth/auth.serialization';
import { DEMO_EMAIL, DEMO_PASSWORD, demoAuth, signUpOf } from '../../support/demo-auth';
import { localApiPerTest } from '../../support/local-api';

// Every sign-in, sign-up and reset hashes a password (PBKDF2, 100,000 iterations: a tenth of a
// second or more on a busy shared core), and these tests make many.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The local API runs the demo marketplace's rules: the same limits on wrong
 * passwords and code sends, and tokens that expire, answered as HTTP statuses.
 */
const serve = localApiPerTest();

async function post(api: RunningLocalApi, path: string, body: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const response = await fetch(`${api.apiBaseUrl}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('local API: attempt limits and token lifetime', () => {
  it('answers 429 with the reason once an address has 10 failed sign-ins, even for the right password', async () => {
    const world = demoAuth();
    const api = await serve({ marketplace: world.marketplace, clock: world.clock });
    for (let i = 0; i < 9; i++) {
      const wrong = await post(api, '/signin', { email: DEMO_EMAIL, password: 'x', role_id: 5 });
      expect(wrong.status).toBe(422);
    }
    await post(api, '/signin', { email: DEMO_EMAIL, password: 'x', role_id: 5 });
    const right = await post(api, '/signin', {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      role_id: 5,
    });
    expect(right).toEqual({
      status: 429,
      body: {
        message: 'Too many failed sign-in attempts for this email. Try again in 5 minutes.',
      },
    });
  });

  it('answers 429 to a code asked for within 30 s of the last one', async () => {
    const world = demoAuth();
    const api = await serve({ marketplace: world.marketplace, clock: world.clock });
    const signUp = await post(api, '/signup', signUpToDto(signUpOf('sam@carter.test')));
    expect(signUp.status).toBe(200);
    const resend = await post(api, '/email/send-otp', { email: 'sam@carter.test', role_id: 5 });
    expect(resend).toEqual({
      status: 429,
      body: { message: 'Please wait 30 seconds before asking for another code.' },
    });
  });

  it('answers 401 to a token issued more than 12 hours ago', async () => {
    const world = demoAuth();
    const api = await serve({ marketplace: world.marketplace, clock: world.clock });
    const signIn = await post(api, '/signin', {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      role_id: 5,
    });
    const token = signIn.body.access_token as string;
    const dashboard = () =>
      fetch(`${api.apiBaseUrl}/customer/dashboard`, {
        headers: { Authorization: `Bearer ${token}` },
      }).then((r) => r.status);
    world.passTime(12 * 60 * 60 * 1000 - 1);
    expect(await dashboard()).toBe(200);
    world.passTime(1);
    expect(await dashboard()).toBe(401);
  });
});
