import type { Profile } from '../../domain/profile/profile';
import type { ProfileRepository } from '../ports/profile-repository.port';

/** The profile the edit form starts from. */
export class GetProfile {
  constructor(private readonly profiles: ProfileRepository) {}

  execute(): Promise<Profile> {
    return this.profiles.get();
  }
}
