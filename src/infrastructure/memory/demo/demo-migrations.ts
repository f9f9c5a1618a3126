import { TOKEN_TTL_MS } from './demo-rules';
import { SEED_PASSWORD, SEEDED_PASSWORD_HASHES } from './demo-seed-passwords';
import {
  COLLECTIONS,
  DEMO_STATE_VERSION,
  type DemoAuthToken,
  type DemoOtp,
  type DemoPasswordHash,
  type DemoState,
  type DemoUser,
} from './demo-state';

/** A stored state as read, before its version is known. */
type StoredState = Record<string, unknown> & { version?: unknown };

/**
 * The stored state in this version's shape: as it is when of this version (with an empty list for
 * any collection added since it was written), migrated (keeping its data) when of the version
 * before, else null (start from a fresh seed). `migrated` says the stored text is out of date and
 * should be written back.
 */
export function upToDate(stored: unknown): { state: DemoState; migrated: boolean } | null {
  if (!stored || typeof stored !== 'object') return null;
  const state = stored as StoredState;
  if (state.version === DEMO_STATE_VERSION) {
    return { state: withEveryCollection(state), migrated: false };
  }
  if (state.version === 3) {
    try {
      return { state: fromVersion3(state), migrated: true };
    } catch {
      return null;
    }
  }
  return null;
}

/** The state with an empty list for each collection it was stored without. */
function withEveryCollection(stored: StoredState): DemoState {
  const state = { ...stored };
  for (const name of Object.keys(COLLECTIONS)) {
    if (!Array.isArray(state[name])) state[name] = [];
  }
  return state as unknown as DemoState;
}

interface Version3User extends Omit<DemoUser, 'passwordHash'> {
  password?: unknown;
}

/**
 * Version 3 kept passwords as typed. They cannot be hashed here (hashing is asynchronous and the
 * state is read synchronously), and must not stay a moment longer: a seeded account still on the
 * seed password gets its precomputed hash, any other password is dropped (the account sets a new
 * one through Forgot password; the link arrives in the Demo inbox). Everything else is kept;
 * tokens get their 12-hour expiry from their creation, codes an empty send history.
 */
function fromVersion3(old: StoredState): DemoState {
  const users = (old.users as Version3User[]).map(({ password, ...user }): DemoUser => ({
    ...user,
    passwordHash: seededHash(user.id, password),
  }));
  const tokens = (old.tokens as DemoAuthToken[]).flatMap((token): DemoAuthToken[] => {
    const created = Date.parse(token.createdAt);
    if (!Number.isFinite(created)) return [];
    return [{ ...token, expiresAt: new Date(created + TOKEN_TTL_MS).toISOString() }];
  });
  const otps = (old.otps as Omit<DemoOtp, 'sentAt'>[]).map((otp): DemoOtp => ({
    ...otp,
    sentAt: [],
  }));
  return {
    ...(old as unknown as DemoState),
    version: DEMO_STATE_VERSION,
    users,
    tokens,
    otps,
    signInFailures: [],
  };
}

function seededHash(userId: number, password: unknown): DemoPasswordHash | null {
  const seeded = userId === 1 || userId === 2 ? SEEDED_PASSWORD_HASHES[userId] : undefined;
  return seeded && password === SEED_PASSWORD ? { ...seeded } : null;
}
