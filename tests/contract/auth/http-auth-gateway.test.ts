import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AppError } from '../../../src/domain/shared/app-error';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpAuthGateway } from '../../../src/infrastructure/http/auth/http-auth-gateway';
import { HttpWaitingList } from '../../../src/infrastructure/http/auth/http-waiting-list';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { authWorld } from '../../application/auth/auth-world';
import { localApiOverMsw } from '../../support/local-api-bridge';
import { setUpMswServer } from '../../support/msw-server';

const API = 'https://api.test/api/v1';
const server = setUpMswServer();

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The local API over a fresh demo marketplace answers, in process; every request is recorded. */
async function authApi() {
  const api = await localApiOverMsw(API, authWorld());
  closers.push(api.close);
  server.use(api.handler);
  return api;
}

function adapters() {
  const session = new LocalStorageSessionStore(null);
  const client = createHttpClient(API, session);
  return {
    session,
    gateway: new HttpAuthGateway(client),
    waitingList: new HttpWaitingList(client),
  };
}

describe('HttpAuthGateway payloads (the customer role, role_id 5)', () => {
  it('POST /signin sends email, password and role_id 5 as JSON', async () => {
    const api = await authApi();
    await adapters().gateway.signIn({ email: ' demo@shipper.test ', password: 'Demo1234' });
    expect(api.requests[0]).toMatchObject({ path: '/signin', form: false, authorization: null });
    expect(api.requests[0]?.body).toEqual({
      email: 'demo@shipper.test',
      password: 'Demo1234',
      role_id: 5,
    });
  });

  it('POST /signin sends the password exactly as typed, spaces included', async () => {
    const api = await authApi();
    // Not the demo's password: the API refuses it, after it has been sent as typed.
    await expect(
      adapters().gateway.signIn({ email: 'demo@shipper.test', password: ' Demo 1234 ' }),
    ).rejects.toThrow('These credentials do not match our records.');
    expect(api.requests[0]?.body).toMatchObject({ password: ' Demo 1234 ' });
  });

  it('POST /signup sends every sign-up field with role_id 5', async () => {
    const api = await authApi();
    await adapters().gateway.signUp({
      firstName: ' Sam ',
      lastName: 'Carter',
      email: 'sam@carter.test',
      password: 'Fresh123',
      passwordConfirmation: 'Fresh123',
      phoneNumber: '0770090012',
      businessType: 'Retail',
      businessDescription: 'Furniture',
      address: '1 Wellington Place, Leeds',
    });
    expect(api.requests[0]?.body).toEqual({
      first_name: 'Sam',
      last_name: 'Carter',
      email: 'sam@carter.test',
      role_id: 5,
      password: 'Fresh123',
      password_confirmation: 'Fresh123',
      business_description: 'Furniture',
      business_type: 'Retail',
      phone_number: '0770090012',
      address: '1 Wellington Place, Leeds',
    });
    expect(api.requests[0]?.form).toBe(false);
  });

  it('POST /forgot-password is a form: email, role_id 5 and base_url', async () => {
    const api = await authApi();
    await adapters().gateway.requestPasswordReset(
      'demo@shipper.test',
      'https://portal.bidhaul.test',
    );
    expect(api.requests[0]).toMatchObject({
      path: '/forgot-password',
      form: true,
      body: { email: 'demo@shipper.test', role_id: '5', base_url: 'https://portal.bidhaul.test' },
    });
  });

  it('POST /reset-password sends token, email, password and password_confirmation', async () => {
    const api = await authApi();
    await adapters()
      .gateway.resetPassword({
        token: 'abc',
        email: 'demo@shipper.test',
        password: 'NewPass99',
        passwordConfirmation: 'NewPass99',
      })
      .catch(() => undefined);
    expect(api.requests[0]?.body).toEqual({
      token: 'abc',
      email: 'demo@shipper.test',
      password: 'NewPass99',
      password_confirmation: 'NewPass99',
    });
  });

  it('POST /email/send-otp sends email and role_id 5; /email/verify-otp email and otp', async () => {
    const api = await authApi();
    const { gateway } = adapters();
    await gateway.sendOtp('x@y.test').catch(() => undefined);
    await gateway.verifyOtp('x@y.test', '1234').catch(() => undefined);
    expect(api.requests.map((r) => [r.path, r.body])).toEqual([
      ['/email/send-otp', { email: 'x@y.test', role_id: 5 }],
      ['/email/verify-otp', { email: 'x@y.test', otp: '1234' }],
    ]);
  });

  it('POST join-platform-mail-send is a form: email and name, under the API base', async () => {
    const api = await authApi();
    await adapters().waitingList.join({ name: ' Bea ', email: 'bea@tester.test' });
    expect(api.requests[0]).toMatchObject({
      path: '/join-platform-mail-send',
      form: true,
      body: { email: 'bea@tester.test', name: 'Bea' },
    });
  });
});

describe('HttpAuthGateway reads (either shape of the answer)', () => {
  const respond = (body: Record<string, unknown>, status = 200) =>
    server.use(
      http.post(`${API}/signin`, () =>
        HttpResponse.json(body as Record<string, string>, { status }),
      ),
    );

  it('data.needs_email_verification (1, "true" or true) means verification, with data.email', async () => {
    for (const flag of [true, 1, 'true']) {
      respond({ data: { needs_email_verification: flag, email: 'Sam@Carter.test' } });
      expect(await adapters().gateway.signIn({ email: 'sam@carter.test', password: 'x' })).toEqual({
        kind: 'needs-verification',
        email: 'Sam@Carter.test',
      });
    }
  });

  it('without data.email the typed address is used', async () => {
    respond({ data: { needs_email_verification: true } });
    expect(await adapters().gateway.signIn({ email: 'sam@carter.test', password: 'x' })).toEqual({
      kind: 'needs-verification',
      email: 'sam@carter.test',
    });
  });

  it('reads access_token on the body or inside data, and the user from data (or data.user)', async () => {
    respond({
      data: { user: { first_name: 'Dana', email: 'demo@shipper.test' }, access_token: 'tok-1' },
    });
    const outcome = await adapters().gateway.signIn({ email: 'demo@shipper.test', password: 'x' });
    expect(outcome).toMatchObject({
      kind: 'signed-in',
      token: 'tok-1',
      user: { firstName: 'Dana' },
    });
  });

  it('a body with neither a token nor the flag is malformed: a server error with no message', async () => {
    respond({ data: { email: 'demo@shipper.test' } });
    const error = await adapters()
      .gateway.signIn({ email: 'demo@shipper.test', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'server', serverMessage: undefined });
  });

  it('a refusal carries the server message', async () => {
    respond({ message: 'Account suspended.' }, 403);
    await expect(
      adapters().gateway.signIn({ email: 'a@b.test', password: 'x' }),
    ).rejects.toMatchObject({
      kind: 'server',
      serverMessage: 'Account suspended.',
    });
  });

  it('verify-otp reads data and access_token when present, and tolerates their absence', async () => {
    server.use(
      http.post(`${API}/email/verify-otp`, () =>
        HttpResponse.json({
          message: 'ok',
          data: { email: 'sam@carter.test', first_name: 'Sam' },
          access_token: 'tok-2',
        }),
      ),
    );
    expect(await adapters().gateway.verifyOtp('sam@carter.test', '1234')).toMatchObject({
      token: 'tok-2',
      user: { email: 'sam@carter.test', firstName: 'Sam' },
    });
    server.use(
      http.post(`${API}/email/verify-otp`, () =>
        HttpResponse.json({ message: 'Email verified successfully' }),
      ),
    );
    expect(await adapters().gateway.verifyOtp('sam@carter.test', '1234')).toEqual({
      token: null,
      user: null,
    });
  });

  it('sends the bearer token when a session exists', async () => {
    const api = await authApi();
    const { session, waitingList } = adapters();
    session.signIn(
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
      'tok-9',
    );
    await waitingList.join({ name: 'Bea', email: 'bea@tester.test' });
    expect(api.requests[0]?.authorization).toBe('Bearer tok-9');
  });
});
