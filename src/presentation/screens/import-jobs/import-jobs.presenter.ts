import {
  computed,
  makeAutoObservable,
  observable,
  observableRef,
  reaction,
  type IComputedValue,
} from 'mobx';
import { userKey } from '../../../domain/auth/user';
import {
  IMPORT_COLUMNS,
  matchColumns,
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
  type StopStatus,
} from '../../../domain/load/import/import-rows';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import {
  publishErrorMessage,
  type NewLoad,
  type PublishedLoad,
} from '../../../domain/load/new-load';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { isSessionEnded } from '../../../application/auth/session-scope';
import {
  ImportPublishQueue,
  type ImportJob,
  type ImportJobOutcome,
  type ImportQueueListener,
} from '../../../application/create-job/import-publish-queue';
import type { PublishImportedLoad } from '../../../application/create-job/publish-imported-load.use-case';
import type {
  ImportAddressAnswer,
  ResolveImportAddress,
} from '../../../application/create-job/resolve-import-address.use-case';
import type {
  AddressResult,
  AddressSuggestion,
} from '../../../application/ports/address-lookup.port';
import type { Clock } from '../../../application/ports/clock.port';
import type { ImportStore, KeptImport } from '../../../application/ports/import-store.port';
import type { LoadFormOptions } from '../../../application/ports/load-publisher.port';
import type { SessionStore } from '../../../application/ports/session-store.port';
import { Query } from '../../async/query';
import type { FileSaver } from '../history/file-saver';

/** At most this many rows in one import. */
export const MAX_IMPORT_ROWS = 200;

export const IMPORT_TEXTS = {
  tooMany: 'Import up to 200 jobs at a time.',
  xlsx: 'Save the sheet as CSV and import that.',
  notCsv: 'Choose a .csv file, or paste the rows from your spreadsheet.',
  empty: 'There are no rows to import.',
  unreadable: 'That could not be read. Check your connection and try again.',
} as const;

/** A file the shipper dropped or picked: a browser File is one. */
export interface SheetFile {
  readonly name: string;
  text(): Promise<string>;
}

/** Reads a sheet's rows (papaparse, downloaded with the first sheet read). */
export type SheetReader = (text: string, pasted: boolean) => string[][];

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

interface Sheet {
  /** The sheet's own headers, or the template's columns when it had none. */
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** What the lookup made of one address text. */
type StopEntry =
  | { readonly kind: 'checking' }
  | { readonly kind: 'found'; readonly result: AddressResult }
  | {
      readonly kind: 'unmatched';
      readonly suggestions: readonly AddressSuggestion[];
      readonly choose: ((suggestion: AddressSuggestion) => Promise<AddressResult>) | null;
    };

export type RowOutcome =
  | { readonly kind: 'sending' }
  | { readonly kind: 'published'; readonly published: PublishedLoad }
  | { readonly kind: 'failed'; readonly message: string };

export interface ImportRow {
  /** Its place among the sheet's rows, from 0. */
  readonly index: number;
  readonly cells: ImportCells;
  readonly check: ImportRowCheck;
  readonly outcome: RowOutcome | null;
}

export type ImportPhase = 'review' | 'publishing' | 'done';

/** How many addresses are looked up at once: enough to be quick, few enough to spare the service. */
const LOOKUPS_AT_ONCE = 4;

const sheetReader: () => Promise<SheetReader> = () =>
  import('./sheet-reader').then(({ readSheet }) => readSheet);
const randomKey = () => crypto.randomUUID();

/**
 * Importing jobs from a spreadsheet: a CSV file or pasted cells are read into rows, their columns
 * matched by name (and mapped by the shipper where they are not), each row checked with the load
 * form's rules and its addresses placed through the address lookup; the ready rows are then
 * published one by one (two at a time, each with its own idempotency key), and the summary links
 * what was published and offers the rest as a CSV.
 */
export class ImportJobsPresenter {
  sheet: Sheet | null = null;
  mapping: ColumnMapping = [];
  inputError: string | null = null;
  reading = false;
  pasted = '';
  /** Cells the shipper corrected, by row, over what the sheet holds. */
  edits: Readonly<Record<number, Readonly<Partial<Record<ImportColumn, string>>>>> = {};
  /** The time the rows are checked against: taken as they are read, edited and published. */
  now: Date;
  phase: ImportPhase = 'review';
  confirmOpen = false;
  paused = false;
  /** The rows this publish sends, each with its load as checked when Publish was pressed. */
  planned: readonly { readonly row: number; readonly load: NewLoad }[] = [];
  /** The key each row was sent with. */
  keys: Readonly<Record<number, string>> = {};
  outcomes = observable.map<number, RowOutcome>();
  readonly loadTypes: Query<readonly LoadType[]>;
  readonly vehicles: Query<readonly Vehicle[]>;
  private readonly stops = observable.map<string, StopEntry>();
  /**
   * Each row's check on its own: an address answered, or a row published, checks that row again,
   * not all 200 (and a row that did not change keeps its object, so its view does not redraw).
   */
  private rowChecks: readonly IComputedValue<ImportRow>[] = [];
  private readonly queue: ImportPublishQueue;
  private lookupsWaiting: string[] = [];
  private lookupsRunning = 0;
  private stopped = false;

  constructor(private readonly deps: ImportJobsDeps) {
    this.now = deps.clock.now();
    this.loadTypes = new Query({
      fetch: (_, signal) => deps.options.loadTypes(signal),
      errorMessage: (error) => errorMessage('dropdowns', error),
    });
    this.vehicles = new Query({
      fetch: (_, signal) => deps.options.vehicles(signal),
      errorMessage: (error) => errorMessage('vehicles', error),
    });
    this.queue = new ImportPublishQueue(
      (load, key) => deps.publishRow.execute(load, key),
      deps.newKey ?? randomKey,
    );
    makeAutoObservable<
      this,
      | 'deps'
      | 'stops'
      | 'rowChecks'
      | 'rowAt'
      | 'queue'
      | 'lookupsWaiting'
      | 'lookupsRunning'
      | 'stopped'
    >(
      this,
      {
        deps: false,
        // Replaced whole, never changed in place: no need to watch inside them.
        sheet: observableRef,
        mapping: observableRef,
        edits: observableRef,
        now: observableRef,
        planned: observableRef,
        keys: observableRef,
        rowChecks: observableRef,
        rowAt: false,
        loadTypes: false,
        vehicles: false,
        outcomes: false,
        stops: false,
        queue: false,
        lookupsWaiting: false,
        lookupsRunning: false,
        stopped: false,
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
    this.stopped = false;
    if (this.loadTypes.status.kind === 'idle') void this.loadTypes.run();
    if (this.vehicles.status.kind === 'idle') void this.vehicles.run();
    const owner = this.owner();
    const kept = owner && !this.sheet ? this.deps.store.read(owner) : null;
    if (kept) this.restore(kept);
    const stopKeeping = reaction(
      () => this.snapshot,
      (snapshot) => {
        // Only for the user it belongs to: another may have signed in meanwhile.
        if (!owner || this.owner() !== owner) return;
        if (snapshot) this.deps.store.write(owner, snapshot);
        else this.deps.store.clear(owner);
      },
    );
    return () => {
      stopKeeping();
      this.stopped = true;
      this.queue.pause();
      this.loadTypes.cancel();
      this.vehicles.cancel();
    };
  }

  retryLists(): void {
    if (this.loadTypes.error) void this.loadTypes.run();
    if (this.vehicles.error) void this.vehicles.run();
  }

  async readFile(file: SheetFile): Promise<void> {
    const name = file.name.toLowerCase();
    if (name.endsWith('.xlsx') || name.endsWith('.xls')) return this.fail(IMPORT_TEXTS.xlsx);
    if (!name.endsWith('.csv')) return this.fail(IMPORT_TEXTS.notCsv);
    await this.read(file.text(), false);
  }

  setPasted(text: string): void {
    this.pasted = text;
  }

  async readPasted(): Promise<void> {
    await this.read(this.pasted, true);
  }

  /** Maps a header of the sheet to a column, or to nothing. */
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

  /** The shipper picked one of an address's suggestions: every row with that text takes it. */
  async chooseAddress(text: string, suggestionId: string): Promise<void> {
    const key = text.trim();
    const entry = this.stops.get(key);
    if (entry?.kind !== 'unmatched' || !entry.choose) return;
    const suggestion = entry.suggestions.find((s) => s.id === suggestionId);
    if (!suggestion) return;
    try {
      const result = await entry.choose(suggestion);
      this.setStop(key, { kind: 'found', result });
    } catch {
      // The lookup could not place it: the row keeps asking for the address to be checked.
    }
  }

  /** The suggestions offered for an address that was not matched. */
  suggestionsFor(text: string | undefined): readonly AddressSuggestion[] {
    const entry = text ? this.stops.get(text.trim()) : undefined;
    return entry?.kind === 'unmatched' ? entry.suggestions : [];
  }

  get mappingMessage(): string | null {
    return this.sheet ? unmappedRequiredMessage(this.mapping) : null;
  }

  get listsReady(): boolean {
    return this.loadTypes.data !== undefined && this.vehicles.data !== undefined;
  }

  get rows(): readonly ImportRow[] {
    return this.rowChecks.map((row) => row.get());
  }

  private rowAt(index: number): ImportRow {
    const cells = this.cellsAt(index);
    const check = checkImportRow(cells, {
      now: this.now,
      loadTypes: this.loadTypes.data ?? [],
      vehicles: this.vehicles.data ?? [],
      pickup: this.stopStatus(cells.pickup_address),
      delivery: this.stopStatus(cells.delivery_address),
    });
    // Until the lists arrive no row can be judged on its load type or vehicle.
    const judged = this.listsReady ? check : { ...check, checking: true, load: null };
    return { index, cells, check: judged, outcome: this.outcomes.get(index) ?? null };
  }

  get readyRows(): readonly ImportRow[] {
    return this.rows.filter((row) => row.check.load !== null && row.outcome === null);
  }

  get checkingCount(): number {
    return this.rows.filter((row) => row.check.checking).length;
  }

  /** Rows that would not be published now: not ready, or still being checked. */
  get skippedCount(): number {
    return this.rows.length - this.readyRows.length;
  }

  get canPublish(): boolean {
    return this.phase === 'review' && this.mappingMessage === null && this.readyRows.length > 0;
  }

  openConfirm(): void {
    this.now = this.deps.clock.now();
    if (this.canPublish) this.confirmOpen = true;
  }

  cancelConfirm(): void {
    this.confirmOpen = false;
  }

  /** Sends the ready rows; rows still wrong are skipped. */
  confirmPublish(): void {
    this.confirmOpen = false;
    if (!this.canPublish) return;
    const jobs = this.readyRows.flatMap((row) =>
      row.check.load ? [{ row: row.index, load: row.check.load }] : [],
    );
    this.phase = 'publishing';
    this.paused = false;
    this.planned = jobs;
    this.keys = {};
    this.queue.start(jobs, this.queueListener());
  }

  pause(): void {
    this.paused = true;
    this.queue.pause();
  }

  resume(): void {
    this.paused = false;
    this.queue.resume();
  }

  /** Rows answered so far, of the rows being published. */
  get progress(): { readonly done: number; readonly total: number } {
    let done = 0;
    for (const outcome of this.outcomes.values()) if (outcome.kind !== 'sending') done += 1;
    return { done, total: this.planned.length };
  }

  /** The import as it stands, to keep; null when there is none. */
  get snapshot(): KeptImport | null {
    const sheet = this.sheet;
    if (!sheet) return null;
    return {
      headers: sheet.headers,
      rows: sheet.rows,
      mapping: this.mapping,
      edits: this.edits,
      paused: this.paused,
      jobs:
        this.phase === 'review'
          ? null
          : this.planned.map(({ row, load }) => {
              const outcome = this.outcomes.get(row);
              return {
                row,
                load,
                key: this.keys[row] ?? null,
                outcome: outcome && outcome.kind !== 'sending' ? outcome : null,
              };
            }),
    };
  }

  get progressText(): string {
    const { done, total } = this.progress;
    if (this.paused) return `Paused after ${done} of ${total}`;
    return `Publishing ${Math.min(done + 1, total)} of ${total}…`;
  }

  get publishedRows(): readonly (ImportRow & { readonly published: PublishedLoad })[] {
    return this.rows.flatMap((row) =>
      row.outcome?.kind === 'published' ? [{ ...row, published: row.outcome.published }] : [],
    );
  }

  get summaryText(): string {
    const published = this.publishedRows.length;
    return `${published} published, ${this.rows.length - published} not published`;
  }

  /** Before publishing, how many rows are ready; after, how many were published. */
  get tableCaption(): string {
    const total = this.rows.length;
    if (this.phase === 'review')
      return `Rows to import: ${this.readyRows.length} of ${total} ready`;
    return `Rows: ${this.publishedRows.length} of ${total} published`;
  }

  /** What a polite live region says: the rows' state, the progress, then the summary. */
  get announcement(): string {
    if (this.phase === 'publishing') return this.progressText;
    if (this.phase === 'done') return this.summaryText;
    if (!this.sheet || this.mappingMessage) return '';
    if (this.checkingCount > 0) return `Checking ${this.rows.length} rows…`;
    const ready = this.readyRows.length;
    return `${this.rows.length} rows: ${ready} ready, ${this.rows.length - ready} to fix`;
  }

  downloadTemplate(): void {
    this.save(importTemplateCsv(this.deps.clock.now()), TEMPLATE_FILE_NAME);
  }

  downloadNotPublished(): void {
    const rows = this.rows
      .filter((row) => row.outcome?.kind !== 'published')
      .map((row) => ({ cells: row.cells, error: rowProblem(row) }));
    this.save(notPublishedCsv(rows), NOT_PUBLISHED_FILE_NAME);
  }

  /** Back to an empty import, for another file. */
  startOver(): void {
    if (this.phase === 'publishing') return;
    this.sheet = null;
    this.rowChecks = [];
    this.mapping = [];
    this.edits = {};
    this.inputError = null;
    this.pasted = '';
    this.phase = 'review';
    this.outcomes.clear();
    this.planned = [];
    this.keys = {};
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
      this.fail(IMPORT_TEXTS.unreadable);
    } finally {
      this.doneReading();
    }
  }

  private doneReading(): void {
    this.reading = false;
  }

  /**
   * The first row is the header when it names any column; otherwise every row is data in the
   * template's column order (cells pasted without their header row).
   */
  private take(table: string[][]): void {
    const first = table[0] ?? [];
    const matched = matchColumns(first);
    const hasHeader = matched.some((column) => column !== null);
    const rows = hasHeader ? table.slice(1) : table;
    if (rows.length === 0) return this.fail(IMPORT_TEXTS.empty);
    if (rows.length > MAX_IMPORT_ROWS) return this.fail(IMPORT_TEXTS.tooMany);
    const width = Math.max(first.length, ...rows.map((row) => row.length));
    this.inputError = null;
    this.sheet = {
      headers: hasHeader ? first : IMPORT_COLUMNS.slice(0, width),
      rows,
    };
    this.mapping = hasHeader ? matched : IMPORT_COLUMNS.slice(0, width);
    this.rowChecks = rows.map((_, index) => computed(() => this.rowAt(index)));
    this.edits = {};
    this.outcomes.clear();
    this.recheck();
  }

  private fail(message: string): void {
    this.inputError = message;
  }

  private cellsAt(index: number): ImportCells {
    const sheetCells = cellsOf(this.sheet?.rows[index] ?? [], this.mapping);
    const cells: Partial<Record<ImportColumn, string>> = { ...sheetCells };
    for (const [column, value] of Object.entries(this.edits[index] ?? {}) as [
      ImportColumn,
      string,
    ][]) {
      if (value.trim() === '') delete cells[column];
      else cells[column] = value.trim();
    }
    return cells;
  }

  private stopStatus(text: string | undefined): StopStatus {
    const entry = text ? this.stops.get(text.trim()) : undefined;
    if (!entry || entry.kind === 'checking') return { kind: 'checking' };
    if (entry.kind === 'unmatched') return { kind: 'unmatched' };
    const { result } = entry;
    return {
      kind: 'found',
      address: result.address,
      place: {
        latitude: result.latitude,
        longitude: result.longitude,
        cityName: result.cityName,
        stateName: result.stateName,
        zipcode: result.zipcode,
      },
    };
  }

  /** Takes the time afresh and looks up every address not yet looked up. */
  private recheck(): void {
    this.now = this.deps.clock.now();
    const rows = this.sheet?.rows.length ?? 0;
    for (let index = 0; index < rows; index += 1) {
      const cells = this.cellsAt(index);
      for (const text of [cells.pickup_address, cells.delivery_address]) {
        const key = text?.trim();
        if (!key || this.stops.has(key)) continue;
        this.setStop(key, { kind: 'checking' });
        this.lookupsWaiting.push(key);
      }
    }
    this.nextLookups();
  }

  private nextLookups(): void {
    while (this.lookupsRunning < LOOKUPS_AT_ONCE && !this.stopped) {
      const key = this.lookupsWaiting.shift();
      if (key === undefined) return;
      this.lookupsRunning += 1;
      void this.deps.resolveAddress.execute(key).then(
        (answer) => this.looked(key, answer),
        () => this.looked(key, null),
      );
    }
  }

  private looked(key: string, answer: ImportAddressAnswer | null): void {
    this.lookupsRunning -= 1;
    if (answer?.kind === 'found') this.setStop(key, { kind: 'found', result: answer.result });
    else {
      // A lookup that failed offers nothing to choose: the shipper edits the address.
      this.setStop(key, {
        kind: 'unmatched',
        suggestions: answer?.suggestions ?? [],
        choose: answer?.choose ?? null,
      });
    }
    this.nextLookups();
  }

  private setStop(key: string, entry: StopEntry): void {
    this.stops.set(key, entry);
  }

  private queueListener(): ImportQueueListener {
    return {
      sending: (row) => this.sent(row),
      settled: (row, outcome) => this.settle(row, outcome),
      finished: () => this.finish(),
    };
  }

  private sent(row: number): void {
    const key = this.queue.keyOf(row);
    if (key) this.keys = { ...this.keys, [row]: key };
    this.outcomes.set(row, { kind: 'sending' });
  }

  private settle(row: number, outcome: ImportJobOutcome): void {
    if (outcome.kind === 'failed' && isSessionEnded(outcome.error)) {
      // The session expired with the row on its way: no answer, so it is kept with its key and
      // sent again once its user is back. Nothing more goes out meanwhile.
      this.outcomes.delete(row);
      this.queue.pause();
      return;
    }
    this.outcomes.set(
      row,
      outcome.kind === 'published'
        ? { kind: 'published', published: outcome.published }
        : { kind: 'failed', message: publishErrorMessage(outcome.error) },
    );
  }

  /** Takes up a kept import: its rows, and its publishing where it stopped. */
  private restore(kept: KeptImport): void {
    this.sheet = { headers: kept.headers, rows: kept.rows };
    this.mapping = kept.mapping;
    this.edits = kept.edits;
    this.rowChecks = kept.rows.map((_, index) => computed(() => this.rowAt(index)));
    this.recheck();
    if (!kept.jobs) return;
    this.planned = kept.jobs.map(({ row, load }) => ({ row, load }));
    const keys: Record<number, string> = {};
    const remaining: ImportJob[] = [];
    for (const job of kept.jobs) {
      if (job.key) keys[job.row] = job.key;
      if (job.outcome) this.outcomes.set(job.row, job.outcome);
      else remaining.push({ row: job.row, load: job.load, key: job.key });
    }
    this.keys = keys;
    this.phase = 'publishing';
    this.paused = kept.paused;
    this.queue.start(remaining, this.queueListener(), kept.paused);
  }

  private owner(): string | null {
    const user = this.deps.session.current().user;
    return user ? userKey(user) : null;
  }

  private finish(): void {
    this.phase = 'done';
    this.paused = false;
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
