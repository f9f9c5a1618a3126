import Papa from 'papaparse';

/**
 * The rows of a CSV file or of cells pasted from a spreadsheet (tab-separated), read by papaparse:
 * quoted cells, commas and line breaks inside quotes, and the delimiter of a file guessed as a
 * spreadsheet program would write it. Blank lines are dropped; a byte order mark is not a cell.
 */
export function readSheet(text: string, pasted: boolean): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: pasted ? '\t' : '',
    skipEmptyLines: 'greedy',
  });
  return result.data;
}
