import type { ProfileEditsStore } from '../../application/ports/profile-edits-store.port';
import {
  EMPTY_PROFILE_FORM,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileForm,
} from '../../domain/profile/profile-form';
import { isRecord } from '../../lib/is-record';
import { portalKey } from './portal-storage';

/** Unsaved profile edits in localStorage, one item per user; a damaged item is no edits. */
export class LocalStorageProfileEdits implements ProfileEditsStore {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  ) {}

  read(owner: string): ProfileForm | null {
    try {
      const raw = this.storage?.getItem(portalKey('profile-edits', owner));
      const value: unknown = raw ? JSON.parse(raw) : null;
      if (!isRecord(value)) return null;
      const form: Record<ProfileField, string> = { ...EMPTY_PROFILE_FORM };
      for (const field of PROFILE_FIELDS) {
        const text = value[field];
        if (typeof text !== 'string') return null;
        form[field] = text;
      }
      return form;
    } catch {
      return null;
    }
  }

  write(owner: string, form: ProfileForm): void {
    try {
      this.storage?.setItem(portalKey('profile-edits', owner), JSON.stringify(form));
    } catch {
      // Full or private storage: the edits stay in the page only.
    }
  }

  clear(owner: string): void {
    try {
      this.storage?.removeItem(portalKey('profile-edits', owner));
    } catch {
      // Nothing was stored either.
    }
  }
}
