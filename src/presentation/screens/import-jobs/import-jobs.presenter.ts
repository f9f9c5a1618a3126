import { computed, makeAutoObservable, observableRef, reaction, type IComputedValue } from 'mobx';
import { userKey } from '../../../domain/auth/user';
import {
  remapColumn,
  unmappedRequiredMessage,
  type ColumnMapping,
  type ImportColumn,
} from '../../../domain/load/import/import-columns';
import {
  importTemplateCsv,
  notPublishedCsv,
  NOT_PUBLISHED_FILE_NAME,
  TEMPLATE_FILE_NAME,
} from '../../../domain/load/import/import-files';
import {
  cellsOf,
  checkImportRow,
  type ImportCells,
  type ImportRowCheck,
} from '../../../domain/load/import/import-rows';
import {
  IMPORT_TEXTS,
  MAX_IMPORT_BYTES,
  readImportTable,
  type Sheet,
} from '../../../domain/load/import/import-sheet';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import type { PublishedLoad } from '../../../domain/load/new-load';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import type { PublishImportedLoad } from '../../../application/create-job/publish-imported-load.use-case';
import type { ResolveImportAddress } from '../../../application/create-job/resolve-import-address.use-case';
import type { Clock } from '../../../application/ports/clock.port';
import type { FileSaver } from '../../../application/ports/file-saver.port';
import type { ImportStore, KeptImport } from '../../../application/ports/import-store.port';
import type { LoadFormOptions } from '../../../application/ports/load-publisher.port';
import type { SessionStore } from '../../../application/ports/session-store.port';
import { Query } from '../../async/query';
import { AddressStops } from './address-stops';
import { ImportPublishing, type RowOutcome } from './import-publishing';

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

/** A file the shipper dropped or picked: a browser File is one. */
export interface SheetFile {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

/** Reads a sheet's rows (papaparse, downloaded with the first sheet read). */
export type SheetReader = (text: string, pasted: boolean) => string[][];

export type CellEdits = Readonly<Record<number, Readonly<Partial<Record<ImportColumn, string>>>>>;

export interface ImportRow {
  /** Its place among the sheet's rows, from 0. */
  readonly index: number;
  readonly cells: ImportCells;
  readonly check: ImportRowCheck;
  readonly outcome: RowOutcome | null;
}

export type ImportPhase = 'review' | 'publishing' | 'done';

const sheetReader: () => Promise<SheetReader> = () =>
  import('./sheet-reader').then(({ readSheet }) => readSheet);
const randomKey = () => crypto.randomUUID();

/**
 * Importing jobs from a spreadsheet. The shipper gives a CSV file or pasted cells; its columns are
 * matched by name, or mapped by hand. Every row is checked with the load form's rules against the
 * server's load types and vehicles, the time, and its addresses as the lookup placed them; a cell
 * in error is corrected in place. The ready rows are then published, each once, with its own
 * idempotency key. The import is kept for its user, so a reload or an expired session loses
 * neither the rows nor the keys.
 */
export class ImportJobsPresenter {
  sheet: Sheet | null = null;
  mapping: ColumnMapping = [];
  /** Cells the shipper corrected, by row, over what the sheet holds. */
  edits: CellEdits = {};
  pasted = '';
  reading = false;
  inputError: string | null = null;
  /** The time the rows are checked against: taken as they are read, edited and published. */
  now: Date;
  confirmOpen = false;
  /** The publishing of this import, from the moment Publish is confirmed. */
  publishing: ImportPublishing | null = null;
  /** False once the device refused to keep the import: leaving the page would lose it. */
  keptOnDevice = true;
  readonly loadTypes: Query<readonly LoadType[]>;
  readonly vehicles: Query<readonly Vehicle[]>;
  /** The rows' addresses, each distinct text looked up once. */
  readonly stops: AddressStops;
  /**
   * Each row's check on its own: an address answered, or a row published, checks that row again,
   * not all 200 (and a row that did not change keeps its object, so its view does not redraw).
   */
  private rowChecks: readonly IComputedValue<ImportRow>[] = [];

  constructor(private readonly deps: ImportJobsDeps) {
    this.now = deps.clock.now();
    this.stops = new AddressStops(deps.resolveAddress);
    this.loadTypes = new Query({
      fetch: (_, signal) => deps.options.loadTypes(signal),
      errorMessage: (error) => errorMessage('dropdowns', error),
    });
    this.vehicles = new Query({
      fetch: (_, signal) => deps.options.vehicles(signal),
      errorMessage: (error) => errorMessage('vehicles', error),
    });
    makeAutoObservable<this, 'deps' | 'rowChecks' | 'rowAt'>(
      this,
      {
        deps: false,
        stops: false,
        loadTypes: false,
        vehicles: false,
        rowAt: false,
        // Replaced whole, never changed in place: no need to watch inside them.
        sheet: observableRef,
        mapping: observableRef,
        edits: observableRef,
        now: observableRef,
        publishing: observableRef,
        rowChecks: observableRef,
      },
      { autoBind: true },
    );
  }

  /**
   * Reads the lists the rows are checked against, takes up the import its user left (rows sent
   * without an answer go again with their keys) and keeps it as it changes. Leaving stops the
   * lookups and the publishing.
   */
  start(): () => void {
    this.stops.resume();
    if (this.loadTypes.status.kind === 'idle') void this.loadTypes.run();
    if (this.vehicles.status.kind === 'idle') void this.vehicles.run();
    const owner = this.owner();
    const kept = owner && !this.sheet ? this.deps.store.read(owner) : null;
    if (kept) this.restore(kept);
    const stopKeeping = reaction(
      () => this.snapshot,
      (snapshot) => this.keep(owner, snapshot),
    );
    return () => {
      stopKeeping();
      this.stops.stop();
      this.publishing?.stop();
      this.loadTypes.cancel();
      this.vehicles.cancel();
    };
  }

  retryLists(): void {
    if (this.loadTypes.error) void this.loadTypes.run();
    if (this.vehicles.error) void this.vehicles.run();
  }

  // The sheet

  async readFile(file: SheetFile): Promise<void> {
    const name = file.name.toLowerCase();
    if (name.endsWith('.xlsx') || name.endsWith('.xls')) return this.refuse(IMPORT_TEXTS.xlsx);
    if (!name.endsWith('.csv')) return this.refuse(IMPORT_TEXTS.notCsv);
    // Refused before it is read: a file of many megabytes would hold the tab while it is parsed.
    if (file.size > MAX_IMPORT_BYTES) return this.refuse(IMPORT_TEXTS.tooBig);
    await this.read(file.text(), false);
  }

  setPasted(text: string): void {
    this.pasted = text;
  }

  async readPasted(): Promise<void> {
    if (this.pasted.length > MAX_IMPORT_BYTES) return this.refuse(IMPORT_TEXTS.pastedTooBig);
    await this.read(this.pasted, true);
  }

  get mappingMessage(): string | null {
    return this.sheet ? unmappedRequiredMessage(this.mapping) : null;
  }

  /** Maps a header of the sheet to a column, or to nothing; the corrections go with the old map. */
  mapColumn(index: number, column: ImportColumn | null): void {
    this.mapping = remapColumn(this.mapping, index, column);
    this.edits = {};
    this.recheck();
  }

  /** A corrected cell: the row is checked again at once. */
  editCell(index: number, column: ImportColumn, value: string): void {
    this.edits = { ...this.edits, [index]: { ...this.edits[index], [column]: value } };
    this.recheck();
  }

  // The rows

  get rows(): readonly ImportRow[] {
    return this.rowChecks.map((row) => row.get());
  }

  /** Rows to publish: checked, ready, and not sent yet. */
  get readyRows(): readonly ImportRow[] {
    return this.rows.filter((row) => row.check.load !== null && row.outcome === null);
  }

  /** Rows that would not be published now: not ready, or still being checked. */
  get skippedCount(): number {
    return this.rows.length - this.readyRows.length;
  }

  get checkingCount(): number {
    return this.rows.filter((row) => row.check.checking).length;
  }

  get publishedRows(): readonly (ImportRow & { readonly published: PublishedLoad })[] {
    return this.rows.flatMap((row) =>
      row.outcome?.kind === 'published' ? [{ ...row, published: row.outcome.published }] : [],
    );
  }

  /** Rows not published: refused, not ready or never sent. A row not confirmed is not one. */
  get notPublishedRows(): readonly ImportRow[] {
    return this.rows.filter(
      (row) => row.outcome?.kind !== 'published' && row.outcome?.kind !== 'unconfirmed',
    );
  }

  get unconfirmedCount(): number {
    return this.publishing?.count('unconfirmed') ?? 0;
  }

  // Publishing

  get phase(): ImportPhase {
    if (!this.publishing) return 'review';
    return this.publishing.finished ? 'done' : 'publishing';
  }

  get canPublish(): boolean {
    return this.phase === 'review' && this.mappingMessage === null && this.readyRows.length > 0;
  }

  /** 'Publish 5 jobs', and 'Publish 1 job': the button and the confirmation's title. */
  get publishLabel(): string {
    const count = this.readyRows.length;
    return `Publish ${count} ${count === 1 ? 'job' : 'jobs'}`;
  }

  openConfirm(): void {
    this.now = this.deps.clock.now();
    if (this.canPublish) this.confirmOpen = true;
  }

  cancelConfirm(): void {
    this.confirmOpen = false;
  }

  /** Sends the ready rows, each with a key of its own; rows still wrong are skipped. */
  confirmPublish(): void {
    this.confirmOpen = false;
    if (!this.canPublish) return;
    const newKey = this.deps.newKey ?? randomKey;
    const planned = this.readyRows.flatMap((row) =>
      row.check.load ? [{ row: row.index, load: row.check.load, key: newKey() }] : [],
    );
    this.publishing = new ImportPublishing(planned, this.deps.publishRow);
    this.publishing.run();
  }

  // What the screen says

  get unconfirmedText(): string {
    const count = this.unconfirmedCount;
    const rows = count === 1 ? '1 job' : `${count} jobs`;
    return `${rows} got no answer and may have been published. Check again sends ${count === 1 ? 'it' : 'each'} with the same key, so a job the API made is not made twice.`;
  }

  get summaryText(): string {
    const published = this.publishedRows.length;
    const unconfirmed = this.unconfirmedCount;
    const summary = `${published} published, ${this.notPublishedRows.length} not published`;
    return unconfirmed > 0 ? `${summary}, ${unconfirmed} not confirmed` : summary;
  }

  /** Before publishing, how many rows are ready; after, how many were published. */
  get tableCaption(): string {
    if (this.phase === 'review')
      return `Rows to import: ${this.readyRows.length} of ${this.rows.length} ready`;
    return `Rows: ${this.publishedRows.length} of ${this.rows.length} published`;
  }

  /** What a polite live region says: the rows' state, the progress, then the summary. */
  get announcement(): string {
    if (this.phase === 'publishing') return this.publishing?.progressText ?? '';
    if (this.phase === 'done') return this.summaryText;
    if (!this.sheet || this.mappingMessage) return '';
    if (this.checkingCount > 0) return `Checking ${this.rows.length} rows…`;
    const ready = this.readyRows.length;
    return `${this.rows.length} rows: ${ready} ready, ${this.rows.length - ready} to fix`;
  }

  // Files

  /** The template to fill in, dated from today. */
  downloadTemplate(): void {
    this.save(importTemplateCsv(this.deps.clock.now()), TEMPLATE_FILE_NAME);
  }

  /** The rows that were not published, each with why, to fix and import again. */
  downloadNotPublished(): void {
    const rows = this.notPublishedRows.map((row) => ({ cells: row.cells, error: rowProblem(row) }));
    this.save(notPublishedCsv(rows), NOT_PUBLISHED_FILE_NAME);
  }

  /** Back to an empty import, for another file: the next one is published on its own. */
  startOver(): void {
    if (this.phase === 'publishing') return;
    this.sheet = null;
    this.mapping = [];
    this.edits = {};
    this.inputError = null;
    this.pasted = '';
    this.publishing = null;
    this.rowChecks = [];
  }

  /** The import as it stands, to keep; null when there is none. */
  get snapshot(): KeptImport | null {
    if (!this.sheet) return null;
    return {
      headers: this.sheet.headers,
      rows: this.sheet.rows,
      mapping: this.mapping,
      edits: this.edits,
      paused: this.publishing?.paused ?? false,
      jobs: this.publishing?.kept ?? null,
    };
  }

  private async read(text: Promise<string> | string, pasted: boolean): Promise<void> {
    if (this.phase !== 'review') return;
    this.reading = true;
    try {
      const [readSheet, content] = await Promise.all([
        (this.deps.loadReader ?? sheetReader)(),
        text,
      ]);
      this.take(readSheet(content, pasted));
    } catch {
      // The file could not be read, or the reader's code did not arrive (offline).
      this.refuse(IMPORT_TEXTS.unreadable);
    } finally {
      this.doneReading();
    }
  }

  private doneReading(): void {
    this.reading = false;
  }

  /** A sheet was read: a new import, its rows checked afresh and none of them sent. */
  private take(table: string[][]): void {
    const reading = readImportTable(table);
    if (reading.kind === 'refused') return this.refuse(reading.message);
    this.inputError = null;
    this.sheet = reading.sheet;
    this.mapping = reading.mapping;
    this.edits = {};
    this.publishing = null;
    this.checkRows(reading.sheet.rows.length);
  }

  private refuse(message: string): void {
    this.inputError = message;
  }

  /** One check for each of the sheet's rows. */
  private checkRows(rowCount: number): void {
    this.rowChecks = Array.from({ length: rowCount }, (_, index) =>
      computed(() => this.rowAt(index)),
    );
    this.recheck();
  }

  /** Takes the time afresh and looks up every address not yet looked up. */
  private recheck(): void {
    this.now = this.deps.clock.now();
    const texts: (string | undefined)[] = [];
    for (let index = 0; index < this.rowChecks.length; index += 1) {
      const cells = this.cellsAt(index);
      texts.push(cells.pickup_address, cells.delivery_address);
    }
    this.stops.lookUp(texts);
  }

  /** A row's cells by column: the sheet's, with the shipper's corrections over them. */
  private cellsAt(index: number): ImportCells {
    const cells: Partial<Record<ImportColumn, string>> = {
      ...cellsOf(this.sheet?.rows[index] ?? [], this.mapping),
    };
    for (const [column, value] of Object.entries(this.edits[index] ?? {}) as [
      ImportColumn,
      string,
    ][]) {
      if (value.trim() === '') delete cells[column];
      else cells[column] = value.trim();
    }
    return cells;
  }

  private rowAt(index: number): ImportRow {
    const cells = this.cellsAt(index);
    const check = checkImportRow(cells, {
      now: this.now,
      loadTypes: this.loadTypes.data ?? [],
      vehicles: this.vehicles.data ?? [],
      pickup: this.stops.statusOf(cells.pickup_address),
      delivery: this.stops.statusOf(cells.delivery_address),
    });
    // Until the lists arrive no row can be judged on its load type or vehicle.
    const listsReady = this.loadTypes.data !== undefined && this.vehicles.data !== undefined;
    const judged = listsReady ? check : { ...check, checking: true, load: null };
    const outcome = this.publishing?.outcomes.get(index) ?? null;
    return { index, cells, check: judged, outcome };
  }

  /** Takes up a kept import: its rows, and its publishing where it stopped. */
  private restore(kept: KeptImport): void {
    this.sheet = { headers: kept.headers, rows: kept.rows };
    this.mapping = kept.mapping;
    this.edits = kept.edits;
    this.checkRows(kept.rows.length);
    if (!kept.jobs) return;
    const newKey = this.deps.newKey ?? randomKey;
    this.publishing = new ImportPublishing(
      kept.jobs.map(({ row, load, key }) => ({ row, load, key: key ?? newKey() })),
      this.deps.publishRow,
      {
        outcomes: new Map(
          kept.jobs.flatMap(({ row, outcome }) => (outcome ? [[row, outcome]] : [])),
        ),
        paused: kept.paused,
      },
    );
    this.publishing.run();
  }

  /** Keeps the import for the user it belongs to, and says when the device would not. */
  private keep(owner: string | null, snapshot: KeptImport | null): void {
    // Another user may have signed in meanwhile: their storage is not this import's.
    if (!owner || this.owner() !== owner) return;
    if (snapshot) {
      this.keptOnDevice = this.deps.store.write(owner, snapshot);
    } else {
      this.deps.store.clear(owner);
      this.keptOnDevice = true;
    }
  }

  private owner(): string | null {
    const user = this.deps.session.current().user;
    return user ? userKey(user) : null;
  }

  private save(csv: string, fileName: string): void {
    this.deps.files.save(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
  }
}

/** Why a row was not published, in words. */
export function rowProblem(row: ImportRow): string {
  if (row.outcome?.kind === 'failed') return row.outcome.message;
  const errors = Object.values(row.check.errors);
  if (errors.length > 0) return errors.join('; ');
  return row.check.checking ? 'Still being checked' : '';
}
