import { IMPORT_COLUMNS, matchColumns, type ColumnMapping } from './import-columns';

/** At most this many rows in one import: the server is sent one publish per row. */
export const MAX_IMPORT_ROWS = 200;
/**
 * At most this many columns: the template has 13, and each column is a select on the screen, so a
 * sheet of thousands of columns would freeze the tab (and again on every visit, as it is kept).
 */
export const MAX_IMPORT_COLUMNS = 30;
/** At most this many bytes read from a file or the pasted cells (1 MB): 200 rows need far less. */
export const MAX_IMPORT_BYTES = 1024 * 1024;

export const IMPORT_TEXTS = {
  tooMany: 'Import up to 200 jobs at a time.',
  tooWide: 'A sheet can have at most 30 columns.',
  tooBig: 'Choose a file under 1 MB.',
  pastedTooBig: 'Paste under 1 MB of cells at a time.',
  xlsx: 'Save the sheet as CSV and import that.',
  notCsv: 'Choose a .csv file, or paste the rows from your spreadsheet.',
  empty: 'There are no rows to import.',
  unreadable: 'That could not be read. Check your connection and try again.',
} as const;

/** A sheet as read: its headers (the template's columns when it had none) and its data rows. */
export interface Sheet {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export type SheetReading =
  | { readonly kind: 'read'; readonly sheet: Sheet; readonly mapping: ColumnMapping }
  | { readonly kind: 'refused'; readonly message: string };

/** Why a sheet of this size cannot be imported; null when it can. */
export function sheetSizeProblem(
  headers: readonly unknown[],
  rows: readonly (readonly unknown[])[],
): string | null {
  if (rows.length === 0) return IMPORT_TEXTS.empty;
  if (rows.length > MAX_IMPORT_ROWS) return IMPORT_TEXTS.tooMany;
  const width = Math.max(headers.length, ...rows.map((row) => row.length));
  return width > MAX_IMPORT_COLUMNS ? IMPORT_TEXTS.tooWide : null;
}

/**
 * A table of cells as a sheet to import. The first row is the header when it names any column;
 * otherwise every row is data in the template's column order (cells pasted without their header
 * row).
 */
export function readImportTable(table: readonly (readonly string[])[]): SheetReading {
  const first = table[0] ?? [];
  const matched = matchColumns(first);
  const hasHeader = matched.some((column) => column !== null);
  const rows = hasHeader ? table.slice(1) : table;
  const problem = sheetSizeProblem(first, rows);
  if (problem) return { kind: 'refused', message: problem };
  const width = Math.max(first.length, ...rows.map((row) => row.length));
  const headers = hasHeader ? first : IMPORT_COLUMNS.slice(0, width);
  return {
    kind: 'read',
    sheet: { headers, rows },
    mapping: hasHeader ? matched : IMPORT_COLUMNS.slice(0, width),
  };
}
