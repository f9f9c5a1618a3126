import { describe, expect, it } from 'vitest';
import type { RunningLocalApi } from '../../local-api/start-local-api';
import { outbox, outboxCodeFor, outboxResetLinkFor } from '../support/local-api';
import { call, demoServerPerTest, NEW_PASSWORD, signInDemo, signUpAt } from './local-api-fixture';

const start = demoServerPerTest();

const EMAIL = 'sam@carter.test';
const SAM = signUpAt(EMAIL);

describe('local API: accounts', () => {
  it('signs up, e-mails a code to the outbox, verifies it and then signs in', async () => {
    const api = await start();
    const signUp = await call(api, 'POST', '/signup', { body: SAM });
    expect(signUp.status).toBe(200);
    expect(signUp.body).toMatchObject({ access_token: null });

    const before = await call(api, 'POST', '/signin', {
      body: { email: EMAIL, password: NEW_PASSWORD, role_id: 5 },
    });
    expect(before.body).toMatchObject({
      data: { needs_email_verification: true, email: EMAIL },
    });

    const code = await outboxCodeFor(api, EMAIL);
    expect(code).toMatch(/^\d{4}$/);
    const verified = await call(api, 'POST', '/email/verify-otp', {
      body: { email: EMAIL, otp: code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      message: 'Email verified successfully',
      data: { email: EMAIL, first_name: 'Sam' },
    });
    expect(verified.body.access_token).toEqual(expect.any(String));

    const signedIn = await call(api, 'POST', '/signin', {
      body: { email: EMAIL, password: NEW_PASSWORD, role_id: 5 },
    });
    expect(signedIn.body).toMatchObject({ data: { first_name: 'Sam', last_name: 'Carter' } });
    const token = signedIn.body.access_token as string;
    const dashboard = await call(api, 'GET', '/customer/dashboard', { token });
    expect(dashboard.body).toMatchObject({
      active_jobs: 0,
      completed: 0,
      user: { email: EMAIL },
    });
  });

  it("refuses a sign-up that breaks the form's rules as a 422 naming each field", async () => {
    const api = await start();
    const { status, body } = await call(api, 'POST', '/signup', {
      body: { ...SAM, first_name: ' ', password_confirmation: 'Other123', phone_number: '123' },
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        first_name: ['First name is required'],
        password_confirmation: ['Passwords do not match'],
        phone_number: ['Phone number must be exactly 10 digits'],
      },
    });
  });

  it('refuses a wrong password as a 422 with the reason', async () => {
    const api = await start();
    const { status, body } = await call(api, 'POST', '/signin', {
      body: { email: 'demo@shipper.test', password: 'wrong', role_id: 5 },
    });
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'These credentials do not match our records.', errors: {} });
  });

  it('lists every e-mail sent, newest first; a reset link points back to the base_url sent', async () => {
    const api = await start();
    await call(api, 'POST', '/join-platform-mail-send', {
      body: new URLSearchParams({ email: 'bea@tester.test', name: 'Bea' }),
    });
    const forgot = await call(api, 'POST', '/forgot-password', {
      body: new URLSearchParams({
        email: 'demo@shipper.test',
        role_id: '5',
        base_url: 'http://127.0.0.1:5173',
      }),
    });
    expect(forgot.body).toEqual({ message: 'Email sent' });
    const [newest, older] = await outbox(api);
    expect(newest?.to).toBe('demo@shipper.test');
    expect(newest?.link?.label).toBe('Reset your password');
    const link = new URL(newest?.link?.href ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:5173/reset-password');
    expect(link.searchParams.get('email')).toBe('demo@shipper.test');
    expect(older).toMatchObject({ to: 'bea@tester.test', link: null });
    expect(older?.body).toContain('Thank you for joining our Beta Tester waiting list!');

    const reset = await call(api, 'POST', '/reset-password', {
      body: {
        token: link.searchParams.get('token'),
        email: 'demo@shipper.test',
        password: 'NewPass99',
        password_confirmation: 'NewPass99',
      },
    });
    expect(reset.body).toEqual({ message: 'Password reset' });
  });

  it("answers the profile of the bearer token's user", async () => {
    const api = await start();
    const token = await signInDemo(api);
    const profile = await call(api, 'GET', '/customer/profile/detail', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      data: { first_name: 'Dana', last_name: 'Shipper', email: 'demo@shipper.test' },
    });
  });
});

describe('local API: reset links go only to allow-listed portal origins', () => {
  const DEMO = 'demo@shipper.test';

  /** Asks for a reset link back to `baseUrl`; answers the link e-mailed. */
  async function resetLinkFor(api: RunningLocalApi, baseUrl: string): Promise<URL> {
    const forgot = await call(api, 'POST', '/forgot-password', {
      body: new URLSearchParams({ email: DEMO, role_id: '5', base_url: baseUrl }),
    });
    expect(forgot).toMatchObject({ status: 200, body: { message: 'Email sent' } });
    return outboxResetLinkFor(api, DEMO);
  }

  it.each([
    // The portal of `npm start` and `npm run dev:http`, and (CORS allowing any local portal by
    // default) a local portal on another port.
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:4173/', 'http://127.0.0.1:4173'],
    // Anything else: the link goes to the default portal origin, never the one asked for.
    ['https://evil.test', 'http://127.0.0.1:5173'],
    ['https://evil.test/reset-password', 'http://127.0.0.1:5173'],
    ['http://127.0.0.1:5173@evil.test', 'http://127.0.0.1:5173'],
    ['http://127.0.0.1.evil.test:5173', 'http://127.0.0.1:5173'],
    ['//evil.test', 'http://127.0.0.1:5173'],
    ['javascript:alert(1)', 'http://127.0.0.1:5173'],
    ['', 'http://127.0.0.1:5173'],
  ])('base_url %j: the link goes to %s', async (baseUrl, origin) => {
    const api = await start();
    const link = await resetLinkFor(api, baseUrl);
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(DEMO);
  });

  it('a refused base_url still sends a working link, on the default origin', async () => {
    const api = await start();
    const link = await resetLinkFor(api, 'https://evil.test');
    expect(link.origin).toBe('http://127.0.0.1:5173');
    const reset = await call(api, 'POST', '/reset-password', {
      body: {
        token: link.searchParams.get('token'),
        email: DEMO,
        password: 'NewPass99',
        password_confirmation: 'NewPass99',
      },
    });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password reset' } });
  });

  it('with CORS origins configured, allows those and the npm start portal; the first is the default', async () => {
    const api = await start({ corsOrigins: ['https://portal.example', 'https://two.example'] });
    expect((await resetLinkFor(api, 'https://two.example')).origin).toBe('https://two.example');
    expect((await resetLinkFor(api, 'http://localhost:5173')).origin).toBe('http://localhost:5173');
    expect((await resetLinkFor(api, 'http://127.0.0.1:4173')).origin).toBe(
      'https://portal.example',
    );
    expect((await resetLinkFor(api, 'https://evil.test')).origin).toBe('https://portal.example');
  });

  it('takes its own list instead (RESET_LINK_ORIGINS); the first is the default', async () => {
    const api = await start({ resetLinkOrigins: ['https://portal.example'] });
    expect((await resetLinkFor(api, 'https://portal.example')).origin).toBe(
      'https://portal.example',
    );
    expect((await resetLinkFor(api, 'http://127.0.0.1:5173')).origin).toBe(
      'https://portal.example',
    );
  });
});
