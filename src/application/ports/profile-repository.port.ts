import type { Profile, ProfileUpdate } from '../../domain/profile/profile';
import type { UploadProgress } from '../../domain/shared/upload';

export interface SaveOptions {
  /** Told as a new photo goes out. */
  readonly onProgress?: (progress: UploadProgress) => void;
}

/** The signed-in customer's profile (spec §7: customer/profile/detail, customer/profile/update). */
export interface ProfileRepository {
  get(): Promise<Profile>;
  /** Saves the profile (multipart, a new photo as `user_photo`, decisions Q14); the saved profile. */
  update(update: ProfileUpdate, options?: SaveOptions): Promise<Profile>;
}
