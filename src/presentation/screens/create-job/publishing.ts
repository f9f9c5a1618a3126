import { makeAutoObservable } from 'mobx';
import type { NewLoad, PublishedLoad } from '../../../domain/load/new-load';
import { publishErrorMessage } from '../../../domain/load/new-load';
import { SUCCESS_MESSAGES } from '../../../domain/shared/error-catalogue';
import { percentSent, type UploadProgress } from '../../../domain/shared/upload';
import type { PublishLoad } from '../../../application/create-job/publish-load.use-case';
import type { ToastStore } from '../../app/toast.store';
import { Command } from '../../async/command';

/** A fresh idempotency key. */
export type NewKey = () => string;
const randomKey: NewKey = () => crypto.randomUUID();

/**
 * Publishing a load: the confirmation dialog and its external-driver choice, the upload's
 * progress, one publish at a time, and the idempotency key, so a job is never published twice
 * (decision S5). The key stays the same for every attempt to publish the same form, so a retry
 * after a lost answer cannot publish the job twice; a change to the form makes it a new publish
 * with a new key.
 */
export class Publishing {
  confirmOpen = false;
  allowExternalDrivers = false;
  progress: UploadProgress | null = null;
  key: string | null = null;
  readonly command: Command<[NewLoad], PublishedLoad>;

  constructor(
    publishLoad: PublishLoad,
    private readonly toasts: ToastStore,
    private readonly newKey: NewKey = randomKey,
  ) {
    this.command = new Command({
      execute: (load: NewLoad) =>
        publishLoad.execute(load, { idempotencyKey: this.keyFor(), onProgress: this.setProgress }),
      errorMessage: publishErrorMessage,
    });
    makeAutoObservable<this, 'toasts' | 'newKey'>(
      this,
      { command: false, toasts: false, newKey: false },
      { autoBind: true },
    );
  }

  /** Whole percent of the files sent, while files are going out; null otherwise. */
  get percent(): number | null {
    return this.command.pending && this.progress && this.progress.total > 0
      ? percentSent(this.progress)
      : null;
  }

  openConfirm(): void {
    this.confirmOpen = true;
  }

  cancelConfirm(): void {
    if (!this.command.pending) this.confirmOpen = false;
  }

  setAllowExternalDrivers(allow: boolean): void {
    this.allowExternalDrivers = allow;
  }

  /** The form changed: sending it now is another publish. */
  forgetKey(): void {
    if (!this.command.pending) this.key = null;
  }

  /** Publishes; the published load, or null when it failed (the toast says why) or was busy. */
  async publish(load: NewLoad): Promise<PublishedLoad | null> {
    this.progress = null;
    const outcome = await this.command.run(load);
    return this.settle(
      outcome.kind === 'done' ? outcome.value : null,
      outcome.kind === 'failed' ? outcome.message : null,
    );
  }

  /** Back to a fresh form's choices (the last outcome stays until the screen has acted on it). */
  reset(): void {
    this.confirmOpen = false;
    this.allowExternalDrivers = false;
    this.progress = null;
    this.key = null;
  }

  private settle(published: PublishedLoad | null, failure: string | null): PublishedLoad | null {
    this.confirmOpen = false;
    if (published) {
      this.toasts.success(SUCCESS_MESSAGES.jobPublished);
      this.reset();
    } else if (failure) {
      this.toasts.error(failure);
    }
    return published;
  }

  private keyFor(): string {
    this.key ??= this.newKey();
    return this.key;
  }

  private setProgress(progress: UploadProgress): void {
    this.progress = progress;
  }
}
