import type { ProfileForm } from '../../domain/profile/profile-form';
import { portKey } from './port-key';

/** Profile edits not saved yet, kept on this device per user (`owner`: the normalised e-mail). */
export interface ProfileEditsStore {
  read(owner: string): ProfileForm | null;
  write(owner: string, form: ProfileForm): void;
  clear(owner: string): void;
}

export const ProfileEditsStore = portKey<ProfileEditsStore>('ProfileEditsStore');
