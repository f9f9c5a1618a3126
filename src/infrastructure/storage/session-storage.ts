import type { User } from '../../domain/auth/user';
import { userFromDto, userToDto } from '../http/user.serialization';
import type { BrowserStorage } from './portal-storage';

/**
 * The session's browser storage keys, under exactly these names; the portal's other items go under
 * `bidhaul:portal:`.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  resetPasswordEmail: 'resetPasswordEmail',
} as const;

export interface StoredSession {
  readonly token: string | null;
  readonly user: User | null;
  readonly resetPasswordEmail: string | null;
}

const NOTHING_STORED: StoredSession = { token: null, user: null, resetPasswordEmail: null };

/** If reading fails, all are empty; so is a stored user without an e-mail. */
export function readStoredSession(storage: BrowserStorage | null): StoredSession {
  try {
    const token = storage?.getItem(STORAGE_KEYS.token) ?? null;
    const rawUser = storage?.getItem(STORAGE_KEYS.user) ?? null;
    const resetPasswordEmail = storage?.getItem(STORAGE_KEYS.resetPasswordEmail) ?? null;
    const parsed: unknown = rawUser ? JSON.parse(rawUser) : null;
    // The stored photo address is kept as stored: an adapter read it when the user was saved.
    const user = parsed ? userFromDto(parsed, (address) => address) : null;
    if (user && !user.email) return NOTHING_STORED;
    return { token, user, resetPasswordEmail };
  } catch {
    return NOTHING_STORED;
  }
}

export function writeItem(storage: BrowserStorage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Private mode or full storage: the session still works for this tab.
  }
}

export function writeUser(storage: BrowserStorage | null, user: User): void {
  writeItem(storage, STORAGE_KEYS.user, JSON.stringify(userToDto(user)));
}
