import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { SetupServer } from 'msw/node';
import { isAppError } from '../../../src/domain/shared/app-error';
import { InMemoryAuthGateway } from '../../../src/infrastructure/memory/auth/in-memory-auth-gateway';
import { InMemoryWaitingList } from '../../../src/infrastructure/memory/auth/in-memory-waiting-list';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { DemoMarketplace } from '../../../src/infrastructure/memory/demo/demo-marketplace';
import { createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';
import { userToDto } from '../../../src/infrastructure/http/user.serialization';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';

export const API = 'https://api.test/api/v1';
const NOW = new Date('2026-03-02T10:00:00Z');

type Body = Record<string, unknown>;

/** Reads a JSON or form body into a plain object, recording what arrived for the payload tests. */
async function read(request: Request): Promise<{ body: Body; form: boolean }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return { body: Object.fromEntries(new URLSearchParams(await request.text())), form: true };
  }
  return { body: (await request.json()) as Body, form: false };
}

const text = (body: Body, key: string): string => (typeof body[key] === 'string' ? body[key] : '');

/**
 * A fake of the API's account calls (spec §7 shapes) over the demo backend's rules: the HTTP adapter
 * meets the same behaviour as the in-memory one. Every request is recorded.
 */
export function authApi(server: SetupServer) {
  const marketplace = new DemoMarketplace({
    storage: null,
    clock: { now: () => NOW },
    seed: createDemoSeed,
  });
  const demo = new DemoGateway(marketplace, new LocalStorageSessionStore(null));
  const backend = new InMemoryAuthGateway(demo);
  const waitlist = new InMemoryWaitingList(demo);
  const requests: { path: string; body: Body; form: boolean; authorization: string | null }[] = [];

  const route = (
    path: string,
    handle: (body: Body) => Promise<Body>,
  ): ReturnType<typeof http.post> => {
    const resolver: HttpResponseResolver = async ({ request }) => {
      const { body, form } = await read(request);
      requests.push({ path, body, form, authorization: request.headers.get('authorization') });
      try {
        return HttpResponse.json(await handle(body));
      } catch (error) {
        if (!isAppError(error)) throw error;
        return HttpResponse.json(
          { message: error.serverMessage, errors: error.fieldErrors },
          { status: error.status ?? 500 },
        );
      }
    };
    return http.post(`${API}${path}`, resolver);
  };

  server.use(
    route('/signin', async (body) => {
      const outcome = await backend.signIn({
        email: text(body, 'email'),
        password: text(body, 'password'),
      });
      return outcome.kind === 'signed-in'
        ? { message: 'Signed in', data: userToDto(outcome.user), access_token: outcome.token }
        : {
            message: 'Verify your email',
            data: { needs_email_verification: true, email: outcome.email },
          };
    }),
    route('/signup', async (body) => {
      await backend.signUp({
        firstName: text(body, 'first_name'),
        lastName: text(body, 'last_name'),
        email: text(body, 'email'),
        password: text(body, 'password'),
        passwordConfirmation: text(body, 'password_confirmation'),
        phoneNumber: text(body, 'phone_number'),
        businessType: text(body, 'business_type'),
        businessDescription: text(body, 'business_description'),
        address: text(body, 'address'),
      });
      return { message: 'Registered', data: { email: text(body, 'email') }, access_token: null };
    }),
    route('/email/send-otp', async (body) => {
      await backend.sendOtp(text(body, 'email'));
      return { message: 'OTP sent successfully' };
    }),
    route('/email/verify-otp', async (body) => {
      const verified = await backend.verifyOtp(text(body, 'email'), text(body, 'otp'));
      return {
        message: 'Email verified successfully',
        data: verified.user ? userToDto(verified.user) : null,
        access_token: verified.token,
      };
    }),
    route('/forgot-password', async (body) => {
      await backend.requestPasswordReset(text(body, 'email'));
      return { message: 'Email sent' };
    }),
    route('/reset-password', async (body) => {
      await backend.resetPassword({
        token: text(body, 'token'),
        email: text(body, 'email'),
        password: text(body, 'password'),
        passwordConfirmation: text(body, 'password_confirmation'),
      });
      return { message: 'Password reset' };
    }),
    route('/join-platform-mail-send', async (body) => {
      await waitlist.join({ name: text(body, 'name'), email: text(body, 'email') });
      return { message: 'Thank you for joining our Beta Tester waiting list!' };
    }),
  );

  const emails = () => marketplace.read((s) => s.emails);
  return {
    requests,
    codeFor(email: string): string {
      const body =
        emails().find((e) => e.to === email && /verification code/.test(e.body))?.body ?? '';
      return /Your verification code is (\d{4})/.exec(body)?.[1] ?? '';
    },
    resetTokenFor(email: string): string {
      const href = emails().find((e) => e.to === email && e.link)?.link?.href ?? '';
      return new URL(href, 'https://portal.test').searchParams.get('token') ?? '';
    },
  };
}
