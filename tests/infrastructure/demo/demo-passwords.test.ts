import { describe, expect, it, vi } from 'vitest';
import { createDemoSeed, DEMO_CUSTOMER } from '../../../src/infrastructure/memory/demo/demo-seed';
import {
  DEMO_STATE_VERSION,
  DEMO_STORAGE_KEY,
  type DemoState,
} from '../../../src/infrastructure/memory/demo/demo-state';
import { DEMO_EMAIL, DEMO_PASSWORD, demoAuth, refusal, signUpOf } from '../../support/demo-auth';
import { MemoryStorage } from './demo-fakes';

// Every sign-in, sign-up and reset hashes a password (PBKDF2, 100,000 iterations: a tenth of a
// second or more on a busy shared core), and these tests make many.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Demo passwords live in the browser's localStorage, which Sign Out does not clear: the demo
 * store keeps a salted PBKDF2 hash of each, never the password.
 */
interface StoredHash {
  algorithm: string;
  iterations: number;
  salt: string;
  hash: string;
}

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

async function pbkdf2(password: string, record: StoredHash): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: bytes(record.salt), iterations: record.iterations },
    key,
    256,
  );
  return btoa(String.fromCharCode(...new Uint8Array(bits)));
}

function hashOf(state: Readonly<DemoState>, email: string): StoredHash {
  const user = state.users.find((u) => u.email === email) as unknown as Record<string, unknown>;
  return user.passwordHash as StoredHash;
}

describe('demo passwords are kept as salted PBKDF2 hashes', () => {
  it('no password is stored as typed: after sign-up, sign-in and reset the stored state holds none', async () => {
    const world = demoAuth();
    await world.auth.signUp(signUpOf('sam@carter.test', 'Fresh123'));
    await world.auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    await world.auth.requestPasswordReset(DEMO_EMAIL);
    await world.auth.resetPassword({
      token: world.resetTokenFor(DEMO_EMAIL),
      email: DEMO_EMAIL,
      password: 'NewPass99',
      passwordConfirmation: 'NewPass99',
    });
    const text = world.storedText();
    for (const password of ['Fresh123', DEMO_PASSWORD, 'NewPass99']) {
      expect(text).not.toContain(password);
    }
    expect(text).not.toContain('"password"');
    expect((await world.auth.signIn({ email: DEMO_EMAIL, password: 'NewPass99' })).kind).toBe(
      'signed-in',
    );
    expect(
      (await refusal(world.auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD })))
        .serverMessage,
    ).toBe('These credentials do not match our records.');
  });

  it('each is PBKDF2-SHA-256, 100,000 iterations, 32 bytes, with its own random 16-byte salt', async () => {
    const world = demoAuth();
    await world.auth.signUp(signUpOf('ann@carter.test', 'Same1234'));
    await world.auth.signUp(signUpOf('bob@carter.test', 'Same1234'));
    const [ann, bob] = world.marketplace.read((s) => [
      hashOf(s, 'ann@carter.test'),
      hashOf(s, 'bob@carter.test'),
    ]);
    for (const record of [ann, bob]) {
      expect(record).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: 100_000 });
      expect(bytes(record.salt)).toHaveLength(16);
      expect(bytes(record.hash)).toHaveLength(32);
      expect(await pbkdf2('Same1234', record)).toBe(record.hash);
    }
    expect(ann.salt).not.toBe(bob.salt);
    expect(ann.hash).not.toBe(bob.hash);
  });

  it("the seed keeps the demo customer's password as a hash that Demo1234 matches, each seeded account with its own salt", async () => {
    const seed = createDemoSeed(new Date('2026-03-02T10:00:00Z'));
    const records = seed.users.map((u) => hashOf(seed, u.email));
    expect(new Set(records.map((r) => r.salt)).size).toBe(records.length);
    for (const record of records) {
      expect(record).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: 100_000 });
      expect(await pbkdf2(DEMO_CUSTOMER.password, record)).toBe(record.hash);
    }
    expect(JSON.stringify(seed)).not.toContain(DEMO_CUSTOMER.password);
    const world = demoAuth();
    expect((await world.auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).kind).toBe(
      'signed-in',
    );
  });
});

describe('a stored state of version 3 (plain passwords) is migrated', () => {
  const NOW = new Date('2026-03-02T10:00:00Z');

  /** What the demo backend stored before passwords were hashed: version 3. */
  function version3State(): Record<string, unknown> {
    const state = structuredClone(createDemoSeed(NOW)) as unknown as Record<string, unknown>;
    const users = (state.users as Record<string, unknown>[]).map((u): Record<string, unknown> => {
      const { passwordHash: _hash, ...rest } = u;
      return { ...rest, password: DEMO_CUSTOMER.password };
    });
    users.push({
      ...users[0],
      id: 60_001,
      email: 'kim@made.test',
      firstName: 'Kim',
      password: 'KimsOwn99',
    });
    const { signInFailures: _failures, ...rest } = state;
    return {
      ...rest,
      version: 3,
      users,
      tokens: [{ token: 'tok-kim', userId: 60_001, createdAt: NOW.toISOString() }],
      otps: [
        {
          email: 'kim@made.test',
          code: '1234',
          expiresAt: NOW.toISOString(),
          attempts: 2,
          used: false,
        },
      ],
      waitlist: [{ name: 'Wendy', email: 'wendy@example.test', at: NOW.toISOString() }],
      loads: (state.loads as Record<string, unknown>[]).map((l, i) =>
        i === 0 ? { ...l, instructions: 'Kept across the migration' } : l,
      ),
    };
  }

  it('keeps the data, hashes the seeded passwords, drops any other and writes the result back at once', async () => {
    const storage = new MemoryStorage();
    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(version3State()));
    const world = demoAuth(storage);

    const written = world.storedText();
    expect((JSON.parse(written) as DemoState).version).toBe(DEMO_STATE_VERSION);
    expect(DEMO_STATE_VERSION).toBe(4);
    expect(written).not.toContain('KimsOwn99');
    expect(written).not.toContain(DEMO_CUSTOMER.password);
    expect(written).not.toContain('"password"');

    world.marketplace.read((s) => {
      expect(s.waitlist.map((w) => w.email)).toEqual(['wendy@example.test']);
      expect(s.loads[0]?.instructions).toBe('Kept across the migration');
      expect(s.users.map((u) => u.email)).toContain('kim@made.test');
      expect(s.tokens.map((t) => t.token)).toEqual(['tok-kim']);
      expect(s.otps[0]).toMatchObject({ email: 'kim@made.test', attempts: 2 });
    });

    // The demo customer signs in as before.
    expect((await world.auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).kind).toBe(
      'signed-in',
    );
    // Kim's password could not be hashed without the password: it is gone; the reset link sets one.
    expect(
      (await refusal(world.auth.signIn({ email: 'kim@made.test', password: 'KimsOwn99' })))
        .serverMessage,
    ).toBe('These credentials do not match our records.');
    await world.auth.requestPasswordReset('kim@made.test');
    await world.auth.resetPassword({
      token: world.resetTokenFor('kim@made.test'),
      email: 'kim@made.test',
      password: 'KimsNew99',
      passwordConfirmation: 'KimsNew99',
    });
    expect((await world.auth.signIn({ email: 'kim@made.test', password: 'KimsNew99' })).kind).toBe(
      'signed-in',
    );
  });

  it('a migrated token expires 12 hours after it was created', async () => {
    const storage = new MemoryStorage();
    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(version3State()));
    const world = demoAuth(storage);
    const user = () => world.marketplace.read((s) => world.marketplace.userFor(s, 'tok-kim').email);
    world.passTime(12 * 60 * 60 * 1000 - 1);
    expect(user()).toBe('kim@made.test');
    world.passTime(1);
    expect(user).toThrow(expect.objectContaining({ kind: 'unauthenticated' }));
  });
});
