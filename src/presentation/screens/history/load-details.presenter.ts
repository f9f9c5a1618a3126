import { makeAutoObservable } from 'mobx';
import type { GetLoadDetails } from '../../../application/history/get-load-details.use-case';
import { isSessionEnded } from '../../../application/auth/session-scope';
import type { DownloadAttachment } from '../../../application/history/download-attachment.use-case';
import {
  imagePreviewUrl,
  formatSizeKb,
  previewTitle,
} from '../../../domain/load/attachment-preview';
import type { Attachment, Load, LoadId } from '../../../domain/load/load';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { Query } from '../../async/query';
import { hasRoute } from './history-rows';
import { loadDetailsView, type LoadDetailsView } from './load-details.view-model';

/** What a failed attachment download says, rather than failing silently. */
export const DOWNLOAD_FAILED = 'Download failed';

export interface AttachmentItem {
  readonly attachment: Attachment;
  readonly name: string;
  readonly size: string;
  /** The `<img>` source, or null: 'Preview not available for this file type'. */
  readonly imageUrl: string | null;
}

/** Parses a route parameter into a load id (null when it cannot be one). */
export function loadIdOf(raw: string | undefined): LoadId | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * Load Details: the load, its attachments with the preview dialog (previous, next, arrow keys)
 * and downloads, the route dialog and the contact links.
 */
export class LoadDetailsPresenter {
  loadId: LoadId | null = null;
  /** Index of the attachment shown in the preview dialog, or null when it is closed. */
  previewIndex: number | null = null;
  mapOpen = false;
  /** Attachment ids being downloaded. */
  downloading: readonly (number | string)[] = [];
  downloadError: string | null = null;
  readonly details: Query<Load, LoadId | null>;
  /** Aborts the downloads of this visit, as the screen is left. */
  private downloads = new AbortController();

  constructor(
    getDetails: GetLoadDetails,
    private readonly downloadAttachment: DownloadAttachment,
    private readonly supportEmail: string,
  ) {
    this.details = new Query({
      // An id that cannot be a load's is rejected by the use case as not found.
      fetch: (id, signal) => getDetails.execute(id ?? 0, signal),
      errorMessage: (error) => errorMessage('loadDetails', error),
    });
    makeAutoObservable<this, 'downloadAttachment' | 'supportEmail' | 'downloads'>(
      this,
      { details: false, downloadAttachment: false, supportEmail: false, downloads: false },
      { autoBind: true },
    );
  }

  /** Shows the load of the route parameter; the same id again does nothing (StrictMode-safe). */
  open(rawId: string | undefined): () => void {
    const id = loadIdOf(rawId);
    if (id === null || id !== this.loadId || this.details.status.kind === 'idle') {
      this.loadId = id;
      this.previewIndex = null;
      this.mapOpen = false;
      this.downloadError = null;
      this.fetch();
    }
    return this.close;
  }

  retry(): void {
    this.fetch();
  }

  /**
   * Leaving the page: the requests are aborted (a file still downloading is not saved) and the
   * load forgotten, so coming back asks again.
   */
  close(): void {
    this.details.reset();
    this.downloads.abort();
    this.downloads = new AbortController();
    this.downloading = [];
  }

  get load(): Load | null {
    return this.details.data ?? null;
  }

  openPreview(index: number): void {
    if (index >= 0 && index < this.attachments.length) {
      this.previewIndex = index;
      this.downloadError = null;
    }
  }

  closePreview(): void {
    this.previewIndex = null;
  }

  showNext(): void {
    if (this.previewIndex !== null && this.previewIndex < this.attachments.length - 1)
      this.previewIndex += 1;
  }

  showPrevious(): void {
    if (this.previewIndex !== null && this.previewIndex > 0) this.previewIndex -= 1;
  }

  openMap(): void {
    if (this.canShowMap) this.mapOpen = true;
  }

  closeMap(): void {
    this.mapOpen = false;
  }

  /**
   * Fetches the file and saves it; a failure says 'Download failed'. One abandoned (the screen
   * left, the session ended) says nothing: nobody who asked for it is here.
   */
  async download(attachment: Attachment): Promise<void> {
    if (this.downloading.includes(attachment.id)) return;
    this.downloading = [...this.downloading, attachment.id];
    this.downloadError = null;
    const { signal } = this.downloads;
    try {
      await this.downloadAttachment.execute(attachment, signal);
      this.downloaded(attachment, null);
    } catch (error) {
      const abandoned = signal.aborted || isSessionEnded(error);
      this.downloaded(attachment, abandoned ? null : DOWNLOAD_FAILED);
    }
  }

  get view(): LoadDetailsView | null {
    return this.load ? loadDetailsView(this.load, this.supportEmail) : null;
  }

  get attachments(): readonly AttachmentItem[] {
    return (this.load?.attachments ?? []).map((attachment) => ({
      attachment,
      name: attachment.name,
      size: formatSizeKb(attachment.sizeBytes),
      imageUrl: imagePreviewUrl(attachment),
    }));
  }

  get previewed(): AttachmentItem | null {
    return this.previewIndex === null ? null : (this.attachments[this.previewIndex] ?? null);
  }

  get previewHeading(): string {
    return this.previewIndex === null
      ? ''
      : previewTitle(this.previewIndex, this.attachments.length);
  }

  get hasPrevious(): boolean {
    return this.previewIndex !== null && this.previewIndex > 0;
  }

  get hasNext(): boolean {
    return this.previewIndex !== null && this.previewIndex < this.attachments.length - 1;
  }

  get canShowMap(): boolean {
    return this.load !== null && hasRoute(this.load);
  }

  isDownloading(attachment: Attachment): boolean {
    return this.downloading.includes(attachment.id);
  }

  /** A load never shows under another id's page, nor an earlier failure's text: asked afresh. */
  private fetch(): void {
    this.details.reset();
    void this.details.run(this.loadId);
  }

  private downloaded(attachment: Attachment, error: string | null): void {
    this.downloading = this.downloading.filter((id) => id !== attachment.id);
    if (error) this.downloadError = error;
  }
}
