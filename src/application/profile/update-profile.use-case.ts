import type { Profile, ProfileUpdate } from '../../domain/profile/profile';
import { userWithProfile } from '../../domain/profile/profile-user';
import type { ProfileRepository, SaveOptions } from '../ports/profile-repository.port';
import type { SessionStore } from '../ports/session-store.port';

/** Saves the profile, then updates the session's user so the header shows it at once. */
export class UpdateProfile {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly session: SessionStore,
  ) {}

  async execute(update: ProfileUpdate, options: SaveOptions = {}): Promise<Profile> {
    const saved = await this.profiles.update(update, options);
    const user = this.session.current().user;
    if (user) this.session.updateUser(userWithProfile(user, saved));
    return saved;
  }
}
