/**
 * The columns of a spreadsheet of jobs, as the template names them, and how a sheet's own headers
 * are matched to them.
 */
export const IMPORT_COLUMNS = [
  'pickup_address',
  'pickup_date',
  'pickup_time',
  'delivery_address',
  'delivery_date',
  'delivery_time',
  'weight_kg',
  'items',
  'load_type',
  'vehicle',
  'instructions',
  'mode',
  'allow_external',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * The columns every row needs, whatever its mode. The vehicle is needed by manual rows only, and
 * a missing mode or allow_external column reads as auto and no, so a sheet may leave them out.
 */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'pickup_address',
  'pickup_date',
  'pickup_time',
  'delivery_address',
  'weight_kg',
  'items',
  'load_type',
];

/** What each column holds, in words, for the mapping selects and the messages. */
export const COLUMN_LABELS: Record<ImportColumn, string> = {
  pickup_address: 'Pickup address',
  pickup_date: 'Pickup date',
  pickup_time: 'Pickup time',
  delivery_address: 'Delivery address',
  delivery_date: 'Delivery date',
  delivery_time: 'Delivery time',
  weight_kg: 'Weight (kg)',
  items: 'Items',
  load_type: 'Load type',
  vehicle: 'Vehicle',
  instructions: 'Instructions',
  mode: 'Mode',
  allow_external: 'Allow external drivers',
};

/** A header as compared: case, spaces and underscores do not count. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s_]+/g, '');
}

/** The other names a sheet may give a column, compared as header keys. */
const SYNONYMS: Readonly<Record<string, ImportColumn>> = {
  from: 'pickup_address',
  collectionaddress: 'pickup_address',
  to: 'delivery_address',
  'drop-off': 'delivery_address',
  weight: 'weight_kg',
  qty: 'items',
};

const BY_KEY: ReadonlyMap<string, ImportColumn> = new Map([
  ...IMPORT_COLUMNS.map((column): [string, ImportColumn] => [headerKey(column), column]),
  ...Object.entries(SYNONYMS),
]);

/** Which column each of a sheet's headers holds; null when it is not imported. */
export type ColumnMapping = readonly (ImportColumn | null)[];

/**
 * Matches each header to a column by name or synonym. A column is taken once: a second header
 * with the same meaning is left unmapped, and the shipper may map it instead.
 */
export function matchColumns(headers: readonly string[]): ColumnMapping {
  const taken = new Set<ImportColumn>();
  return headers.map((header) => {
    const column = BY_KEY.get(headerKey(header)) ?? null;
    if (column === null || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}

/**
 * Maps header `index` to `column` (or to nothing); a column mapped elsewhere moves here, so each
 * column stays mapped at most once.
 */
export function remapColumn(
  mapping: ColumnMapping,
  index: number,
  column: ImportColumn | null,
): ColumnMapping {
  return mapping.map((current, i) => {
    if (i === index) return column;
    return column !== null && current === column ? null : current;
  });
}

/** The required columns no header is mapped to, in template order. */
export function unmappedRequired(mapping: ColumnMapping): ImportColumn[] {
  return REQUIRED_COLUMNS.filter((column) => !mapping.includes(column));
}

/** Names the required columns left unmapped; null when every one is mapped. */
export function unmappedRequiredMessage(mapping: ColumnMapping): string | null {
  const missing = unmappedRequired(mapping);
  if (missing.length === 0) return null;
  const names = missing.map((column) => COLUMN_LABELS[column]).join(', ');
  return missing.length === 1
    ? `Choose the column that holds: ${names}.`
    : `Choose the columns that hold: ${names}.`;
}
