import { makeAutoObservable, runInAction } from 'mobx';
import type { DownloadAttachment } from '../../../application/history/download-attachment.use-case';
import type { GetLoadDetails } from '../../../application/history/get-load-details.use-case';
import {
  imagePreviewUrl,
  formatSizeKb,
  previewTitle,
} from '../../../domain/load/attachment-preview';
import type { Attachment, Load, LoadId } from '../../../domain/load/load';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import type { FileSaver } from './file-saver';
import { hasRoute } from './history-rows';
import { loadDetailsView, type LoadDetailsView } from './load-details.view-model';

/** Decisions Q16. */
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
 * Load Details (spec §2.11): the load, its attachments with the preview dialog (previous, next,
 * arrow keys) and downloads (decisions Q16), the route dialog and the contact links (Q17).
 */
export class LoadDetailsPresenter {
  loadId: LoadId | null = null;
  request: RequestStatus = IDLE;
  load: Load | null = null;
  /** Index of the attachment shown in the preview dialog, or null when it is closed. */
  previewIndex: number | null = null;
  mapOpen = false;
  /** Attachment ids being downloaded. */
  downloading: readonly (number | string)[] = [];
  downloadError: string | null = null;
  private ticket = 0;

  constructor(
    private readonly getDetails: GetLoadDetails,
    private readonly downloadAttachment: DownloadAttachment,
    private readonly files: FileSaver,
    private readonly supportEmail: string,
  ) {
    makeAutoObservable<
      this,
      'getDetails' | 'downloadAttachment' | 'files' | 'supportEmail' | 'ticket'
    >(
      this,
      {
        getDetails: false,
        downloadAttachment: false,
        files: false,
        supportEmail: false,
        ticket: false,
      },
      { autoBind: true },
    );
  }

  /** Shows the load of the route parameter; the same id again does nothing (StrictMode-safe). */
  open(rawId: string | undefined): () => void {
    const id = loadIdOf(rawId);
    if (id === null || id !== this.loadId || this.request.kind === 'idle') {
      this.loadId = id;
      this.previewIndex = null;
      this.mapOpen = false;
      this.downloadError = null;
      void this.fetch();
    }
    return this.close;
  }

  retry(): void {
    void this.fetch();
  }

  close(): void {
    this.ticket += 1;
    this.request = IDLE;
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

  /** Fetches the file as a blob and saves it; a failure says 'Download failed' (decisions Q16). */
  async download(attachment: Attachment): Promise<void> {
    if (this.downloading.includes(attachment.id)) return;
    this.downloading = [...this.downloading, attachment.id];
    this.downloadError = null;
    try {
      const blob = await this.downloadAttachment.execute(attachment);
      this.files.save(blob, attachment.name);
    } catch {
      runInAction(() => {
        this.downloadError = DOWNLOAD_FAILED;
      });
    } finally {
      runInAction(() => {
        this.downloading = this.downloading.filter((id) => id !== attachment.id);
      });
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

  get errorText(): string | null {
    return this.request.kind === 'failed' ? this.request.message : null;
  }

  private async fetch(): Promise<void> {
    const ticket = ++this.ticket;
    const id = this.loadId;
    this.request = LOADING;
    this.load = null;
    try {
      // An id that cannot be a load's is rejected by the use case as not found.
      const load = await this.getDetails.execute(id ?? 0);
      runInAction(() => {
        if (ticket !== this.ticket) return;
        this.load = load;
        this.request = SUCCEEDED;
      });
    } catch (error) {
      runInAction(() => {
        if (ticket !== this.ticket) return;
        this.request = failed(errorMessage('loadDetails', error));
      });
    }
  }
}
