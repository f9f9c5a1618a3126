import type { ColumnMapping, ImportColumn } from '../../domain/load/import/import-columns';
import type { NewLoad, PublishedLoad } from '../../domain/load/new-load';
import { portKey } from './port-key';

/**
 * What became of a row sent: published; refused, with why; or not confirmed, when no answer came
 * and the row may have been published all the same.
 */
export type KeptOutcome =
  | { readonly kind: 'published'; readonly published: PublishedLoad }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'unconfirmed' };

/**
 * A row being published: the load exactly as planned, its idempotency key (null only in an import
 * kept before keys were given as Publish is confirmed) and its outcome (null before one came). A
 * row sent without an answer is sent again with the same load and key, so a server that honours
 * the key publishes it once.
 */
export interface KeptJob {
  readonly row: number;
  readonly load: NewLoad;
  readonly key: string | null;
  readonly outcome: KeptOutcome | null;
}

/** An import as it stood: the sheet, its mapping and corrections, and its publishing. */
export interface KeptImport {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly mapping: ColumnMapping;
  readonly edits: Readonly<Record<number, Readonly<Partial<Record<ImportColumn, string>>>>>;
  /** Null until publishing starts. */
  readonly jobs: readonly KeptJob[] | null;
  /** The shipper paused the publishing. */
  readonly paused: boolean;
}

/**
 * Imports kept on this device, one per user (`owner` is the user's normalised e-mail), so a
 * reload or an expired session loses none; a deliberate sign-out forgets them with the rest of
 * the kept work.
 */
export interface ImportStore {
  read(owner: string): KeptImport | null;
  /** False when the device could not keep it (its storage is full or refused). */
  write(owner: string, kept: KeptImport): boolean;
  clear(owner: string): void;
}

export const ImportStore = portKey<ImportStore>('ImportStore');
