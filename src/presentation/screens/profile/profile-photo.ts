import { makeAutoObservable, observableRef } from 'mobx';
import { checkProfilePhoto } from '../../../domain/profile/profile-rules';
import type { UploadFile } from '../../../domain/shared/upload';
import type { ToastStore } from '../../app/toast.store';
import { Query } from '../../async/query';

/**
 * A new profile photo picked but not saved yet: checked first by size, extension, declared type
 * and content (decision S3), refused with a toast, and the newest pick wins over one still being
 * checked.
 */
export class ProfilePhoto {
  /** The checked photo, shown as a preview and sent with Save Changes. */
  file: UploadFile | null = null;
  readonly check = new Query<{ file: UploadFile; ok: boolean }, UploadFile>({
    fetch: async (file) => {
      const result = await checkProfilePhoto(file);
      if (!result.ok) this.toasts.error(result.message);
      return { file, ok: result.ok };
    },
    errorMessage: () => '',
  });

  constructor(private readonly toasts: ToastStore) {
    makeAutoObservable<this, 'toasts'>(
      this,
      { file: observableRef, toasts: false, check: false },
      { autoBind: true },
    );
  }

  async choose(file: UploadFile): Promise<void> {
    await this.check.run(file);
    const latest = this.check.data;
    if (latest?.file === file && latest.ok) this.set(file);
  }

  /** A photo kept from an earlier visit: it was checked when it was picked. */
  set(file: UploadFile | null): void {
    this.file = file;
  }

  discard(): void {
    this.check.reset();
    this.file = null;
  }
}
