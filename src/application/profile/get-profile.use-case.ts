import type { Profile } from '../../domain/profile/profile';
import type { ProfileRepository } from '../ports/profile-repository.port';

/** The profile the edit form starts from. */
export class GetProfile {
  constructor(private readonly profiles: ProfileRepository) {}

  execute(signal?: AbortSignal): Promise<Profile> {
    return this.profiles.get(signal);
  }
}
