import type { ColumnMapping, ImportColumn } from '../../domain/load/import/import-columns';
import type { NewLoad, PublishedLoad } from '../../domain/load/new-load';

/** What came back for a row sent. */
export type KeptOutcome =
  | { readonly kind: 'published'; readonly published: PublishedLoad }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * A row being published: the load exactly as planned, the key it was sent with (null before it
 * was sent) and its answer (null before one came). A row sent without an answer is sent again
 * with the same load and key, so a server that honours the key publishes it once.
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
  write(owner: string, kept: KeptImport): void;
  clear(owner: string): void;
}
