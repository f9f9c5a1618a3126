import { makeAutoObservable } from 'mobx';
import type { ImportColumn } from '../../../domain/load/import/import-columns';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import type { PublishedLoad } from '../../../domain/load/new-load';
import type { PublishImportedLoad } from '../../../application/create-job/publish-imported-load.use-case';
import type { ResolveImportAddress } from '../../../application/create-job/resolve-import-address.use-case';
import type { AddressSuggestion } from '../../../application/ports/address-lookup.port';
import type { Clock } from '../../../application/ports/clock.port';
import type { ImportStore, KeptImport } from '../../../application/ports/import-store.port';
import type { LoadFormOptions } from '../../../application/ports/load-publisher.port';
import type { SessionStore } from '../../../application/ports/session-store.port';
import type { Query } from '../../async/query';
import type { FileSaver } from '../history/file-saver';
import { AddressStops } from './address-stops';
import { saveNotPublished, saveTemplate } from './import-downloads';
import { ImportPublishing } from './import-publishing';
import { ImportRowChecks, type ImportRow } from './import-row-checks';
import { ImportSheet, type SheetFile, type SheetReader } from './import-sheet';
import { keepImport, keptImportOf } from './kept-import';

export { IMPORT_TEXTS, MAX_IMPORT_ROWS, type SheetFile, type SheetReader } from './import-sheet';
export type { ImportPhase, RowOutcome } from './import-publishing';
export { rowProblem, type ImportRow } from './import-row-checks';

export interface ImportJobsDeps {
  readonly options: LoadFormOptions;
  readonly resolveAddress: ResolveImportAddress;
  readonly publishRow: PublishImportedLoad;
  readonly clock: Clock;
  readonly files: FileSaver;
  /** Where the import is kept for its user across a reload or an expired session. */
  readonly store: ImportStore;
  readonly session: SessionStore;
  readonly loadReader?: () => Promise<SheetReader>;
  readonly newKey?: () => string;
}

/**
 * Importing jobs from a spreadsheet, made of named parts: the sheet and its column mapping, the
 * rows each checked with the load form's rules, their addresses placed through the lookup, the
 * publishing run (two at a time, each row with its own idempotency key), the import kept for its
 * user, and the summary's CSV of what was not published.
 */
export class ImportJobsPresenter {
  confirmOpen = false;
  readonly input: ImportSheet;
  readonly stops: AddressStops;
  readonly publishing: ImportPublishing;
  readonly checks: ImportRowChecks;
  readonly loadTypes: Query<readonly LoadType[]>;
  readonly vehicles: Query<readonly Vehicle[]>;

  constructor(private readonly deps: ImportJobsDeps) {
    this.input = new ImportSheet({
      loadReader: deps.loadReader,
      canRead: () => this.publishing.phase === 'review',
      taken: (rowCount) => this.taken(rowCount),
    });
    this.stops = new AddressStops(deps.resolveAddress);
    this.publishing = new ImportPublishing(deps.publishRow, deps.newKey);
    this.checks = new ImportRowChecks({
      options: deps.options,
      clock: deps.clock,
      input: this.input,
      stops: this.stops,
      publishing: this.publishing,
    });
    this.loadTypes = this.checks.loadTypes;
    this.vehicles = this.checks.vehicles;
    makeAutoObservable<this, 'deps'>(
      this,
      {
        deps: false,
        input: false,
        stops: false,
        publishing: false,
        checks: false,
        loadTypes: false,
        vehicles: false,
      },
      { autoBind: true },
    );
  }

  /**
   * Reads the server's lists the rows are checked against, takes up the import its user left
   * (a reload, an expired session: rows sent without an answer go again with their keys) and
   * keeps it as it changes. Leaving pauses the publishing.
   */
  start(): () => void {
    this.stops.resume();
    this.checks.readLists();
    const stopKeeping = keepImport(this.deps, {
      canRestore: () => !this.input.sheet,
      restore: (kept) => this.restore(kept),
      snapshot: () => this.snapshot,
    });
    return () => {
      stopKeeping();
      this.stops.stop();
      this.publishing.stop();
      this.checks.cancelLists();
    };
  }

  retryLists(): void {
    this.checks.retryLists();
  }

  async readFile(file: SheetFile): Promise<void> {
    await this.input.readFile(file);
  }

  setPasted(text: string): void {
    this.input.setPasted(text);
  }

  async readPasted(): Promise<void> {
    await this.input.readPasted();
  }

  /** Maps a header of the sheet to a column, or to nothing. */
  mapColumn(index: number, column: ImportColumn | null): void {
    this.input.mapColumn(index, column);
    this.checks.recheck();
  }

  /** A corrected cell: the row is checked again at once. */
  editCell(index: number, column: ImportColumn, value: string): void {
    this.input.editCell(index, column, value);
    this.checks.recheck();
  }

  /** The shipper picked one of an address's suggestions: every row with that text takes it. */
  async chooseAddress(text: string, suggestionId: string): Promise<void> {
    await this.stops.chooseAddress(text, suggestionId);
  }

  /** The suggestions offered for an address that was not matched. */
  suggestionsFor(text: string | undefined): readonly AddressSuggestion[] {
    return this.stops.suggestionsFor(text);
  }

  /** Rows that would not be published now: not ready, or still being checked. */
  get skippedCount(): number {
    return this.checks.rows.length - this.checks.readyRows.length;
  }

  get canPublish(): boolean {
    return (
      this.publishing.phase === 'review' &&
      this.input.mappingMessage === null &&
      this.checks.readyRows.length > 0
    );
  }

  openConfirm(): void {
    this.checks.takeTime();
    if (this.canPublish) this.confirmOpen = true;
  }

  cancelConfirm(): void {
    this.confirmOpen = false;
  }

  /** Sends the ready rows; rows still wrong are skipped. */
  confirmPublish(): void {
    this.confirmOpen = false;
    if (!this.canPublish) return;
    this.publishing.start(
      this.checks.readyRows.flatMap((row) =>
        row.check.load ? [{ row: row.index, load: row.check.load }] : [],
      ),
    );
  }

  pause(): void {
    this.publishing.pause();
  }

  resume(): void {
    this.publishing.resume();
  }

  /** Rows answered so far, of the rows being published. */
  get progress(): { readonly done: number; readonly total: number } {
    return this.publishing.progress;
  }

  /** The import as it stands, to keep; null when there is none. */
  get snapshot(): KeptImport | null {
    return keptImportOf(this.input, this.publishing);
  }

  get publishedRows(): readonly (ImportRow & { readonly published: PublishedLoad })[] {
    return this.checks.publishedRows;
  }

  get summaryText(): string {
    const published = this.publishedRows.length;
    return `${published} published, ${this.checks.rows.length - published} not published`;
  }

  /** Before publishing, how many rows are ready; after, how many were published. */
  get tableCaption(): string {
    const total = this.checks.rows.length;
    if (this.publishing.phase === 'review')
      return `Rows to import: ${this.checks.readyRows.length} of ${total} ready`;
    return `Rows: ${this.publishedRows.length} of ${total} published`;
  }

  /** What a polite live region says: the rows' state, the progress, then the summary. */
  get announcement(): string {
    if (this.publishing.phase === 'publishing') return this.publishing.progressText;
    if (this.publishing.phase === 'done') return this.summaryText;
    if (!this.input.sheet || this.input.mappingMessage) return '';
    if (this.checks.checkingCount > 0) return `Checking ${this.checks.rows.length} rows…`;
    const ready = this.checks.readyRows.length;
    return `${this.checks.rows.length} rows: ${ready} ready, ${this.checks.rows.length - ready} to fix`;
  }

  downloadTemplate(): void {
    saveTemplate(this.deps.files, this.deps.clock);
  }

  downloadNotPublished(): void {
    saveNotPublished(this.deps.files, this.checks.rows);
  }

  /** Back to an empty import, for another file. */
  startOver(): void {
    if (this.publishing.phase === 'publishing') return;
    this.input.clear();
    this.checks.clear();
    this.publishing.reset();
  }

  /** A sheet was read: one check per row, none of them published yet. */
  private taken(rowCount: number): void {
    this.checks.checkRows(rowCount);
    this.publishing.outcomes.clear();
    this.checks.recheck();
  }

  /** Takes up a kept import: its rows, and its publishing where it stopped. */
  private restore(kept: KeptImport): void {
    this.input.restore(kept);
    this.checks.checkRows(kept.rows.length);
    this.checks.recheck();
    if (kept.jobs) this.publishing.restore(kept.jobs, kept.paused);
  }
}
