import type { SignUpRequest } from '../../src/application/ports/auth-gateway.port';
import { AppError } from '../../src/domain/shared/app-error';
import { InMemoryAuthGateway } from '../../src/infrastructure/memory/auth/in-memory-auth-gateway';
import { DemoClock } from '../../src/infrastructure/memory/demo/demo-clock';
import { DemoGateway } from '../../src/infrastructure/memory/demo/demo-gateway';
import { DemoMarketplace } from '../../src/infrastructure/memory/demo/demo-marketplace';
import { createDemoSeed } from '../../src/infrastructure/memory/demo/demo-seed';
import { DEMO_STORAGE_KEY } from '../../src/infrastructure/memory/demo/demo-state';
import { LocalStorageSessionStore } from '../../src/infrastructure/storage/local-storage-session-store';
import { MemoryStorage } from '../infrastructure/demo/demo-fakes';

export const DEMO_EMAIL = 'demo@shipper.test';
export const DEMO_PASSWORD = 'Demo1234';

/**
 * The demo marketplace's account calls on a wall clock the test moves (`passTime`), with no
 * simulation running, so hours pass at no cost. The demo clock is a DemoClock over that wall clock:
 * `clock.advanceBy` and `clock.setSpeed` move demo time only, as the Demo inbox's clock controls
 * and the local API's `/__dev/clock` do.
 */
export function demoAuth(storage = new MemoryStorage()) {
  let wall = Date.parse('2026-03-02T10:00:00Z');
  const clock = new DemoClock(() => wall);
  const marketplace = new DemoMarketplace({ storage, clock, seed: (now) => createDemoSeed(now) });
  const session = new LocalStorageSessionStore(null);
  const demo = new DemoGateway(marketplace, session);
  const auth = new InMemoryAuthGateway(demo);
  const emails = () => marketplace.read((s) => s.emails);
  return {
    clock,
    storage,
    marketplace,
    session,
    demo,
    auth,
    emails,
    /** Real (wall-clock) time passes. */
    passTime(ms: number): void {
      wall += ms;
    },
    /** The newest verification code e-mailed to `email`. */
    codeFor(email: string): string {
      const mail = emails().find((e) => e.to === email && /verification code is/.test(e.body));
      const code = /Your verification code is (\d{4})/.exec(mail?.body ?? '')?.[1];
      if (!code) throw new Error(`No code for ${email}`);
      return code;
    },
    codesSentTo(email: string): number {
      return emails().filter((e) => e.to === email && /verification code is/.test(e.body)).length;
    },
    /** The token of the newest reset link e-mailed to `email`. */
    resetTokenFor(email: string): string {
      const href = emails().find((e) => e.to === email && e.link)?.link?.href ?? '';
      return new URL(href, 'http://portal.test').searchParams.get('token') ?? '';
    },
    /** Everything the demo backend keeps in browser storage, as text. */
    storedText(): string {
      return storage.getItem(DEMO_STORAGE_KEY) ?? '';
    },
  };
}

export type DemoAuth = ReturnType<typeof demoAuth>;

/** A sign-up of `email` with `password`, as the sign-up form sends it. */
export function signUpOf(email: string, password = 'Fresh123'): SignUpRequest {
  return {
    firstName: 'Sam',
    lastName: 'Carter',
    email,
    password,
    passwordConfirmation: password,
    phoneNumber: '',
    businessType: '',
    businessDescription: '',
    address: '',
  };
}

/** A code that is not `code`. */
export function wrongCodeFor(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** The AppError a call is refused with; fails the test when it succeeds. */
export async function refusal(call: Promise<unknown>): Promise<AppError> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof AppError))
    throw new Error(`Expected an AppError, got ${String(outcome)}`);
  return outcome;
}
