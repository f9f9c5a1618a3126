import { makeAutoObservable, observableRef } from 'mobx';
import {
  IMPORT_COLUMNS,
  matchColumns,
  remapColumn,
  unmappedRequiredMessage,
  type ColumnMapping,
  type ImportColumn,
} from '../../../domain/load/import/import-columns';
import { cellsOf, type ImportCells } from '../../../domain/load/import/import-rows';
import type { KeptImport } from '../../../application/ports/import-store.port';

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

export interface Sheet {
  /** The sheet's own headers, or the template's columns when it had none. */
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export type CellEdits = Readonly<Record<number, Readonly<Partial<Record<ImportColumn, string>>>>>;

export interface ImportSheetHooks {
  readonly loadReader?: () => Promise<SheetReader>;
  /** Whether a sheet may be read now (not while its rows are being published). */
  readonly canRead: () => boolean;
  /** A sheet was read: its rows are to be checked afresh. */
  readonly taken: (rowCount: number) => void;
}

const sheetReader: () => Promise<SheetReader> = () =>
  import('./sheet-reader').then(({ readSheet }) => readSheet);

/**
 * The sheet being imported: a CSV file or pasted cells read into rows, their columns matched by
 * name (and mapped by the shipper where they are not), and the cells the shipper corrected.
 */
export class ImportSheet {
  sheet: Sheet | null = null;
  mapping: ColumnMapping = [];
  inputError: string | null = null;
  reading = false;
  pasted = '';
  /** Cells the shipper corrected, by row, over what the sheet holds. */
  edits: CellEdits = {};

  constructor(private readonly hooks: ImportSheetHooks) {
    makeAutoObservable<this, 'hooks'>(
      this,
      {
        hooks: false,
        // Replaced whole, never changed in place: no need to watch inside them.
        sheet: observableRef,
        mapping: observableRef,
        edits: observableRef,
      },
      { autoBind: true },
    );
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

  /** Maps a header of the sheet to a column, or to nothing; the corrections go with the old map. */
  mapColumn(index: number, column: ImportColumn | null): void {
    this.mapping = remapColumn(this.mapping, index, column);
    this.edits = {};
  }

  editCell(index: number, column: ImportColumn, value: string): void {
    this.edits = { ...this.edits, [index]: { ...this.edits[index], [column]: value } };
  }

  get mappingMessage(): string | null {
    return this.sheet ? unmappedRequiredMessage(this.mapping) : null;
  }

  /** A row's cells by column: the sheet's, with the shipper's corrections over them. */
  cellsAt(index: number): ImportCells {
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

  /** Takes up a kept import's sheet, map and corrections. */
  restore(kept: KeptImport): void {
    this.sheet = { headers: kept.headers, rows: kept.rows };
    this.mapping = kept.mapping;
    this.edits = kept.edits;
  }

  /** Back to no sheet, for another file. */
  clear(): void {
    this.sheet = null;
    this.mapping = [];
    this.edits = {};
    this.inputError = null;
    this.pasted = '';
  }

  private async read(text: Promise<string> | string, pasted: boolean): Promise<void> {
    if (!this.hooks.canRead()) return;
    this.reading = true;
    try {
      const [readSheet, content] = await Promise.all([
        (this.hooks.loadReader ?? sheetReader)(),
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
    this.edits = {};
    this.hooks.taken(rows.length);
  }

  private fail(message: string): void {
    this.inputError = message;
  }
}
