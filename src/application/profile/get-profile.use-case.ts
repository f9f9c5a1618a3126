import type { Profile } from '../../domain/profile/profile';
import type { ProfileRepository } from '../ports/profile-repository.port';

/** Spec §2.13: the profile the edit form starts from. */
export class GetProfile {
  constructor(private readonly profiles: ProfileRepository) {}

  execute(): Promise<Profile> {
    return this.profiles.get();
  }
}
