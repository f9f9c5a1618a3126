import { makeAutoObservable, observableRef } from 'mobx';
import {
  checkAttachments,
  fitAttachments,
  type AttachmentCheck,
  invalidFilesMessage,
  MAX_ATTACHMENTS,
  tooManyFilesMessage,
} from '../../../domain/load/attachment-rules';
import type { UploadFile } from '../../../domain/shared/upload';

export interface Attachment {
  readonly id: number;
  readonly file: UploadFile;
}

/**
 * The files attached to the load: each is checked by its extension, declared type and content,
 * which must agree on an allowed kind; valid ones are kept, at most 5, and the refused ones named. After a restore
 * that could not bring the files back, it names the files to attach again. It counts the user's
 * changes (a file added or removed, the list emptied): bringing back a kept draft's files is not
 * one, so the draft's publish stays the same publish.
 */
export class AttachmentList {
  items: readonly Attachment[] = [];
  error: string | null = null;
  notice: string | null = null;
  /** Files of a restored draft this browser could not keep: the user attaches them again. */
  missing: readonly string[] = [];
  /** How many times the user has changed the files; `restore` leaves it alone. */
  edits = 0;
  private nextId = 0;

  constructor() {
    makeAutoObservable<this, 'nextId'>(
      this,
      { items: observableRef, nextId: false },
      { autoBind: true },
    );
  }

  get files(): UploadFile[] {
    return this.items.map((a) => a.file);
  }

  get names(): string[] {
    return this.items.map((a) => a.file.name);
  }

  get full(): boolean {
    return this.items.length >= MAX_ATTACHMENTS;
  }

  get missingNotice(): string | null {
    return this.missing.length ? `Attach again: ${this.missing.join(', ')}.` : null;
  }

  /** Checks the files by their content, then keeps the valid ones that still fit. */
  async add(files: readonly UploadFile[]): Promise<void> {
    if (!files.length) return;
    this.take(await checkAttachments(files));
  }

  remove(id: number): void {
    const left = this.items.filter((a) => a.id !== id);
    if (left.length !== this.items.length) this.edits += 1;
    this.items = left;
    this.notice = null;
  }

  /**
   * Brings back the kept `files` of a draft that named `names`. A name with no kept file (the
   * browser keeps none, or the page went before it had stored them all) is one to attach again.
   * The draft is the same draft: this is not one of the user's edits.
   */
  restore(files: readonly UploadFile[] | null, names: readonly string[]): void {
    const kept = (files ?? []).slice(0, MAX_ATTACHMENTS);
    this.items = kept.map((file) => this.item(file));
    this.missing = names.filter((name) => !kept.some((file) => file.name === name));
  }

  clear(): void {
    if (this.items.length || this.missing.length) this.edits += 1;
    this.items = [];
    this.error = null;
    this.notice = null;
    this.missing = [];
  }

  private take({ valid, invalid }: AttachmentCheck<UploadFile>): void {
    const { accepted, overLimit } = fitAttachments(this.items.length, valid);
    if (accepted.length) this.edits += 1;
    this.items = [...this.items, ...accepted.map((file) => this.item(file))];
    this.error = invalid.length ? invalidFilesMessage(invalid) : null;
    this.notice = overLimit.length ? tooManyFilesMessage(overLimit) : null;
    this.missing = this.missing.filter((name) => !accepted.some((file) => file.name === name));
  }

  private item(file: UploadFile): Attachment {
    this.nextId += 1;
    return { id: this.nextId, file };
  }
}
