import type { ProfileEditsStore } from '../../application/ports/profile-edits-store.port';
import {
  EMPTY_PROFILE_FORM,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileForm,
} from '../../domain/profile/profile-form';
import { isRecord } from '../../lib/is-record';
import { PortalItem, portalKey, type BrowserStorage } from './portal-storage';

/** Unsaved profile edits in localStorage, one item per user; a damaged item is no edits. */
export class LocalStorageProfileEdits extends PortalItem<ProfileForm> implements ProfileEditsStore {
  constructor(storage: BrowserStorage | null) {
    super(storage, (owner) => portalKey('profile-edits', owner), formFrom);
  }

  write(owner: string, form: ProfileForm): void {
    // Full or private storage: the edits stay in the page only.
    this.keep(owner, form);
  }
}

function formFrom(value: unknown): ProfileForm | null {
  if (!isRecord(value)) return null;
  const form: Record<ProfileField, string> = { ...EMPTY_PROFILE_FORM };
  for (const field of PROFILE_FIELDS) {
    const text = value[field];
    if (typeof text !== 'string') return null;
    form[field] = text;
  }
  return form;
}
