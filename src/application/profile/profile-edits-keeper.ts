import { userKey } from '../../domain/auth/user';
import type { ProfileForm } from '../../domain/profile/profile-form';
import type { UploadFile } from '../../domain/shared/upload';
import { keptFilesKey, type KeptFiles } from '../ports/kept-files.port';
import type { ProfileEditsStore } from '../ports/profile-edits-store.port';
import type { SessionStore } from '../ports/session-store.port';

/**
 * The signed-in user's unsaved profile edits and new photo, kept on this device so that an
 * expired session (or a closed tab) loses nothing: they come back the next time the same user
 * opens Edit Profile.
 */
export class ProfileEditsKeeper {
  constructor(
    private readonly edits: ProfileEditsStore,
    private readonly files: KeptFiles,
    private readonly session: SessionStore,
  ) {}

  restore(): ProfileForm | null {
    const owner = this.owner();
    return owner ? this.edits.read(owner) : null;
  }

  /** Keeps `form`; null: nothing is unsaved any more. */
  save(form: ProfileForm | null): void {
    const owner = this.owner();
    if (!owner) return;
    if (form) this.edits.write(owner, form);
    else this.edits.clear(owner);
  }

  async savePhoto(photo: UploadFile | null): Promise<void> {
    const owner = this.owner();
    if (owner) await this.files.save(keptFilesKey(owner, 'profile-photo'), photo ? [photo] : []);
  }

  async restorePhoto(): Promise<UploadFile | null> {
    const owner = this.owner();
    if (!owner) return null;
    const [photo] = (await this.files.load(keptFilesKey(owner, 'profile-photo'))) ?? [];
    return photo ?? null;
  }

  /** Saved, or deliberately thrown away. */
  discard(): void {
    this.save(null);
    void this.savePhoto(null);
  }

  private owner(): string | null {
    const user = this.session.current().user;
    return user ? userKey(user) : null;
  }
}
