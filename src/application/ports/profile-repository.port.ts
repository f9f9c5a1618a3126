import type { Profile, ProfileUpdate } from '../../domain/profile/profile';
import type { UploadProgress } from '../../domain/shared/upload';
import { portKey } from './port-key';

export interface SaveOptions {
  /** Told as a new photo goes out. */
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Abandons the save: the session that started it ended. */
  readonly signal: AbortSignal;
}

/** The signed-in customer's profile, read and saved. */
export interface ProfileRepository {
  get(signal: AbortSignal): Promise<Profile>;
  /** Saves the profile as multipart, a new photo as `user_photo`; the saved one. */
  update(update: ProfileUpdate, options: SaveOptions): Promise<Profile>;
}

export const ProfileRepository = portKey<ProfileRepository>('ProfileRepository');
