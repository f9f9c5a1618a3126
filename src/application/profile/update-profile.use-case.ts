import type { Profile, ProfileUpdate } from '../../domain/profile/profile';
import { userWithProfile } from '../../domain/profile/profile-user';
import { inCurrentSession } from '../auth/session-scope';
import type { ProfileRepository, SaveOptions } from '../ports/profile-repository.port';
import type { SessionStore } from '../ports/session-store.port';

/**
 * Saves the profile, then updates the session's user so the header shows it at once. The save
 * belongs to the session it started in: a session change aborts it, and a result that comes back
 * after the session ended (sign-out, expiry, another user, in any tab) fails with
 * SessionEndedError and never touches the user who is signed in now.
 */
export class UpdateProfile {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly session: SessionStore,
  ) {}

  execute(update: ProfileUpdate, options: Omit<SaveOptions, 'signal'> = {}): Promise<Profile> {
    return inCurrentSession(
      this.session,
      (signal) => this.profiles.update(update, { ...options, signal }),
      (saved) => {
        const user = this.session.current().user;
        if (user) this.session.updateUser(userWithProfile(user, saved));
      },
    );
  }
}
