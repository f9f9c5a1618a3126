import type { User } from '../../domain/auth/user';
import { userFromDto, userToDto } from '../http/user.serialization';

/** Spec §3: exactly these browser storage keys. */
export const STORAGE_KEYS = { token: 'token', user: 'user', resetPasswordEmail: 'resetPasswordEmail' } as const;

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Subscribes to changes another tab made to the storage; the listener gets the key (null: all). */
export type OtherTabChanges = (listener: (key: string | null) => void) => () => void;

/** The browser's `storage` event, which fires in every other tab of the origin on a change. */
export function storageEventsOf(storage: Storage | null): OtherTabChanges {
  return (listener) => {
    if (!storage || typeof window === 'undefined') return () => undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === storage) listener(event.key);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
}

export interface StoredSession {
  readonly token: string | null;
  readonly user: User | null;
  readonly resetPasswordEmail: string | null;
}

const NOTHING_STORED: StoredSession = { token: null, user: null, resetPasswordEmail: null };

/** Spec §3: if reading fails, all are empty; so is a stored user without an e-mail. */
export function readStoredSession(storage: SessionStorage | null): StoredSession {
  try {
    const token = storage?.getItem(STORAGE_KEYS.token) ?? null;
    const rawUser = storage?.getItem(STORAGE_KEYS.user) ?? null;
    const resetPasswordEmail = storage?.getItem(STORAGE_KEYS.resetPasswordEmail) ?? null;
    const parsed: unknown = rawUser ? JSON.parse(rawUser) : null;
    const user = parsed ? userFromDto(parsed) : null;
    if (user && !user.email) return NOTHING_STORED;
    return { token, user, resetPasswordEmail };
  } catch {
    return NOTHING_STORED;
  }
}

export function writeItem(storage: SessionStorage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Private mode or full storage: the session still works for this tab.
  }
}

export function writeUser(storage: SessionStorage | null, user: User): void {
  writeItem(storage, STORAGE_KEYS.user, JSON.stringify(userToDto(user)));
}
