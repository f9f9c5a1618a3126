import {
  importTemplateCsv,
  notPublishedCsv,
  NOT_PUBLISHED_FILE_NAME,
  TEMPLATE_FILE_NAME,
} from '../../../domain/load/import/import-files';
import type { Clock } from '../../../application/ports/clock.port';
import type { FileSaver } from '../history/file-saver';
import { rowProblem, type ImportRow } from './import-row-checks';

/** The template to fill in, dated from today. */
export function saveTemplate(files: FileSaver, clock: Clock): void {
  save(files, importTemplateCsv(clock.now()), TEMPLATE_FILE_NAME);
}

/** The rows that were not published, each with why, to fix and import again. */
export function saveNotPublished(files: FileSaver, rows: readonly ImportRow[]): void {
  const notPublished = rows
    .filter((row) => row.outcome?.kind !== 'published')
    .map((row) => ({ cells: row.cells, error: rowProblem(row) }));
  save(files, notPublishedCsv(notPublished), NOT_PUBLISHED_FILE_NAME);
}

function save(files: FileSaver, csv: string, fileName: string): void {
  files.save(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
