import { createHash } from 'node:crypto';
import { blobFromDataUrl } from '../../src/infrastructure/memory/history/in-memory-attachment-downloader';

/**
 * The files the marketplace keeps as data: URLs (attachments, profile photos), by a name taken
 * from their content: the same file always gets the same address, and an address cannot be
 * guessed from a load or user id.
 */
export class FileStore {
  private readonly files = new Map<string, Blob>();
  private readonly ids = new Map<string, string>();

  /** The id under which `dataUrl`'s bytes are served. */
  put(dataUrl: string): string {
    const known = this.ids.get(dataUrl);
    if (known) return known;
    const id = createHash('sha256').update(dataUrl).digest('hex').slice(0, 32);
    this.files.set(id, blobFromDataUrl(dataUrl));
    this.ids.set(dataUrl, id);
    return id;
  }

  get(id: string): Blob | undefined {
    return this.files.get(id);
  }

  clear(): void {
    this.files.clear();
    this.ids.clear();
  }
}

/** What the DTO writers need: a file's public address in place of the marketplace's data: URL. */
export interface FileLinks {
  /** A data: URL as a files-origin URL ending in `name`; any other address as it is. */
  link(url: string | null, name: string): string | null;
}

export const FILES_PATH = '/files';

export function fileLinks(store: FileStore, filesOrigin: string): FileLinks {
  return {
    link(url, name) {
      if (!url?.startsWith('data:')) return url;
      return `${filesOrigin}${FILES_PATH}/${store.put(url)}/${encodeURIComponent(name)}`;
    },
  };
}
