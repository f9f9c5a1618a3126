import { toCsv } from '../csv-export';
import { isoDateOf, toDayMonthYear } from '../../shared/date-time';
import { IMPORT_COLUMNS } from './import-columns';
import type { ImportCells } from './import-rows';

const DAY_MS = 86_400_000;

/**
 * The template: the header row and two example rows, one of each mode, dated tomorrow and the day
 * after so the examples pass the rules as they stand when the file is downloaded.
 */
export function importTemplateCsv(now: Date): string {
  const day = (n: number) => toDayMonthYear(isoDateOf(new Date(now.getTime() + n * DAY_MS)));
  return toCsv(IMPORT_COLUMNS, [
    [
      'Unit 4 Canal Road, Leeds LS12',
      day(1),
      '09:00',
      '12 High Street, Manchester M1',
      day(1),
      '15:00',
      '120',
      '2',
      'Pallets',
      '',
      'Fragile: keep upright',
      'auto',
      'no',
    ],
    [
      'Bristol',
      day(2),
      '08:30',
      'Cardiff',
      '',
      '',
      '35.5',
      '4',
      'Parcels',
      'Small van',
      '',
      'manual',
      'yes',
    ],
  ]);
}

export const TEMPLATE_FILE_NAME = 'bidhaul-import-template.csv';
export const NOT_PUBLISHED_FILE_NAME = 'bidhaul-rows-not-published.csv';

export interface NotPublishedRow {
  readonly cells: ImportCells;
  readonly error: string;
}

/** The rows not published, in the template's columns, each with why in an error column. */
export function notPublishedCsv(rows: readonly NotPublishedRow[]): string {
  return toCsv(
    [...IMPORT_COLUMNS, 'error'],
    rows.map((row) => [...IMPORT_COLUMNS.map((column) => row.cells[column] ?? ''), row.error]),
  );
}
