import type { Profile, ProfileUpdate } from '../../domain/profile/profile';

/** The signed-in customer's profile (spec §7: customer/profile/detail, customer/profile/update). */
export interface ProfileRepository {
  get(): Promise<Profile>;
  /** Saves the profile (multipart, a new photo as `user_photo`, decisions Q14); the saved profile. */
  update(update: ProfileUpdate): Promise<Profile>;
}
