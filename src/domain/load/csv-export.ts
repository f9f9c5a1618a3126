/** UTF-8 byte order mark: spreadsheet programs then read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet treat a cell as a formula: `=`, `+`, `-`, `@`.
 * Also any control character (NUL to U+001F, and DEL), tab and carriage return among them: a
 * spreadsheet may drop it and read what follows as a formula (the OWASP CSV-injection advice).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORMULA_START = /^[=+\-@\u0000-\u001f\u007f]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula-guarded with a leading `'`, then quoted per RFC 4180 when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A whole document: BOM, a header row, then rows, lines ended by CRLF (RFC 4180). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
