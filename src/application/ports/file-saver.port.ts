import { portKey } from './port-key';

/** Saves a file the portal made or fetched (a CSV, an attachment) to the user's disk. */
export interface FileSaver {
  save(blob: Blob, fileName: string): void;
}

export const FileSaver = portKey<FileSaver>('FileSaver');
