import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { createDemoRuntime } from '../../../src/infrastructure/memory/demo/demo-runtime';
import { InMemoryAuthGateway } from '../../../src/infrastructure/memory/auth/in-memory-auth-gateway';
import { InMemoryWaitingList } from '../../../src/infrastructure/memory/auth/in-memory-waiting-list';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { LocalStorageWork } from '../../../src/infrastructure/storage/portal-storage';
import { keepWorkForItsUser } from '../../../src/application/auth/keep-work-for-its-user';
import { fakeTime } from '../../infrastructure/demo/demo-fakes';
import { MemoryStorage } from '../../support/memory-storage';

export const DEMO_EMAIL = 'demo@shipper.test';
export const DEMO_PASSWORD = 'Demo1234';

/**
 * The auth use cases' world: the demo marketplace over a fake clock and a Map storage, the real
 * session store and the in-memory adapters (architecture notes: use cases with in-memory adapters).
 */
export function authWorld() {
  const time = fakeTime();
  /** The portal's own browser storage (token, user, resetPasswordEmail). */
  const storage = new MemoryStorage();
  /** The demo backend's "database", kept apart so tests can see what the portal itself stores. */
  const serverStorage = new MemoryStorage();
  // The server's wall clock (code sends, sign-in locks, token lifetimes) moves with the world's
  // time and, as in the browser, with the platform's clock: a test that lets the screen's 120 s
  // countdown run out on fake timers lets 120 s pass for the server too.
  const platformStart = Date.now();
  const marketplace = createDemoRuntime({
    storage: serverStorage,
    clock: time.clock,
    wallClock: {
      now: () => new Date(time.clock.wallNow().getTime() + Date.now() - platformStart),
    },
    timers: time.timers,
    random: () => 0.5,
  });
  const session = new LocalStorageSessionStore(storage);
  keepWorkForItsUser(session, [new LocalStorageWork(storage)]);
  const demo = new DemoGateway(marketplace, session);
  const gateway = new InMemoryAuthGateway(demo);
  const waitingList = new InMemoryWaitingList(demo);
  const emails = () => marketplace.read((s) => s.emails);
  return {
    time,
    storage,
    marketplace,
    session,
    demo,
    gateway,
    waitingList,
    clock: time.clock,
    emails,
    /** The newest verification code sent to `email`, from its Demo inbox text. */
    codeFor(email: string): string {
      const mail = emails().find(
        (e) => e.to === email && /Your verification code is \d{4}/.test(e.body),
      );
      const code = mail ? /Your verification code is (\d{4})/.exec(mail.body)?.[1] : undefined;
      if (!code) throw new Error(`No code for ${email}`);
      return code;
    },
    resetLinkFor(email: string): { token: string; email: string } {
      const href = emails().find((e) => e.to === email && e.link)?.link?.href ?? '';
      const params = new URL(href, 'http://portal.test').searchParams;
      return { token: params.get('token') ?? '', email: params.get('email') ?? '' };
    },
    user(email: string) {
      return marketplace.read((s) => s.users.find((u) => u.email === email));
    },
    /** Everything the portal keeps in browser storage, as one string. */
    storedText(): string {
      return Array.from(
        { length: storage.length },
        (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`,
      ).join('\n');
    },
    dispose: () => marketplace.dispose(),
  };
}

export const digits = (code: string): string[] => Array.from(code);

export function signUpFields(email: string, password = 'Fresh123') {
  return {
    firstName: 'Sam',
    lastName: 'Carter',
    email,
    password,
    confirmPassword: password,
    phoneNumber: '0770090012',
    businessType: 'Retail',
    businessDescription: 'Furniture',
    address: 'Leeds, West Yorkshire',
  };
}
