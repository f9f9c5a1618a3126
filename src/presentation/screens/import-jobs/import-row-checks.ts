import { computed, makeAutoObservable, observableRef, type IComputedValue } from 'mobx';
import {
  checkImportRow,
  type ImportCells,
  type ImportRowCheck,
} from '../../../domain/load/import/import-rows';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import type { PublishedLoad } from '../../../domain/load/new-load';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import type { Clock } from '../../../application/ports/clock.port';
import type { LoadFormOptions } from '../../../application/ports/load-publisher.port';
import { Query } from '../../async/query';
import type { AddressStops } from './address-stops';
import type { ImportPublishing, RowOutcome } from './import-publishing';
import type { ImportSheet } from './import-sheet';

export interface ImportRow {
  /** Its place among the sheet's rows, from 0. */
  readonly index: number;
  readonly cells: ImportCells;
  readonly check: ImportRowCheck;
  readonly outcome: RowOutcome | null;
}

export interface ImportRowParts {
  readonly options: LoadFormOptions;
  readonly clock: Clock;
  readonly input: ImportSheet;
  readonly stops: AddressStops;
  readonly publishing: ImportPublishing;
}

/**
 * The imported rows, each checked with the load form's rules against the server's lists, the
 * time, its addresses as the lookup placed them, and its outcome once published.
 */
export class ImportRowChecks {
  /** The time the rows are checked against: taken as they are read, edited and published. */
  now: Date;
  readonly loadTypes: Query<readonly LoadType[]>;
  readonly vehicles: Query<readonly Vehicle[]>;
  /**
   * Each row's check on its own: an address answered, or a row published, checks that row again,
   * not all 200 (and a row that did not change keeps its object, so its view does not redraw).
   */
  private rowChecks: readonly IComputedValue<ImportRow>[] = [];

  constructor(private readonly parts: ImportRowParts) {
    this.now = parts.clock.now();
    this.loadTypes = new Query({
      fetch: (_, signal) => parts.options.loadTypes(signal),
      errorMessage: (error) => errorMessage('dropdowns', error),
    });
    this.vehicles = new Query({
      fetch: (_, signal) => parts.options.vehicles(signal),
      errorMessage: (error) => errorMessage('vehicles', error),
    });
    makeAutoObservable<this, 'parts' | 'rowChecks' | 'rowAt'>(
      this,
      {
        parts: false,
        // Replaced whole, never changed in place: no need to watch inside them.
        now: observableRef,
        rowChecks: observableRef,
        rowAt: false,
        loadTypes: false,
        vehicles: false,
      },
      { autoBind: true },
    );
  }

  /** Reads the server's lists the rows are checked against, unless they were read already. */
  readLists(): void {
    if (this.loadTypes.status.kind === 'idle') void this.loadTypes.run();
    if (this.vehicles.status.kind === 'idle') void this.vehicles.run();
  }

  retryLists(): void {
    if (this.loadTypes.error) void this.loadTypes.run();
    if (this.vehicles.error) void this.vehicles.run();
  }

  cancelLists(): void {
    this.loadTypes.cancel();
    this.vehicles.cancel();
  }

  get listsReady(): boolean {
    return this.loadTypes.data !== undefined && this.vehicles.data !== undefined;
  }

  get rows(): readonly ImportRow[] {
    return this.rowChecks.map((row) => row.get());
  }

  get readyRows(): readonly ImportRow[] {
    return this.rows.filter((row) => row.check.load !== null && row.outcome === null);
  }

  get checkingCount(): number {
    return this.rows.filter((row) => row.check.checking).length;
  }

  get publishedRows(): readonly (ImportRow & { readonly published: PublishedLoad })[] {
    return this.rows.flatMap((row) =>
      row.outcome?.kind === 'published' ? [{ ...row, published: row.outcome.published }] : [],
    );
  }

  /** One check for each of the sheet's rows. */
  checkRows(rowCount: number): void {
    this.rowChecks = Array.from({ length: rowCount }, (_, index) =>
      computed(() => this.rowAt(index)),
    );
  }

  /** No rows to check, for another file. */
  clear(): void {
    this.rowChecks = [];
  }

  /** Takes the time afresh, as Publish is pressed. */
  takeTime(): void {
    this.now = this.parts.clock.now();
  }

  /** Takes the time afresh and looks up every address not yet looked up. */
  recheck(): void {
    this.takeTime();
    const { input, stops } = this.parts;
    const rows = input.sheet?.rows.length ?? 0;
    const texts: (string | undefined)[] = [];
    for (let index = 0; index < rows; index += 1) {
      const cells = input.cellsAt(index);
      texts.push(cells.pickup_address, cells.delivery_address);
    }
    stops.lookUp(texts);
  }

  private rowAt(index: number): ImportRow {
    const { input, stops, publishing } = this.parts;
    const cells = input.cellsAt(index);
    const check = checkImportRow(cells, {
      now: this.now,
      loadTypes: this.loadTypes.data ?? [],
      vehicles: this.vehicles.data ?? [],
      pickup: stops.statusOf(cells.pickup_address),
      delivery: stops.statusOf(cells.delivery_address),
    });
    // Until the lists arrive no row can be judged on its load type or vehicle.
    const judged = this.listsReady ? check : { ...check, checking: true, load: null };
    return { index, cells, check: judged, outcome: publishing.outcomes.get(index) ?? null };
  }
}

/** Why a row was not published, in words. */
export function rowProblem(row: ImportRow): string {
  if (row.outcome?.kind === 'failed') return row.outcome.message;
  const errors = Object.values(row.check.errors);
  if (errors.length > 0) return errors.join('; ');
  return row.check.checking ? 'Still being checked' : '';
}
