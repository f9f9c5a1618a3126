import { observer } from 'mobx-react-lite';
import { IMPORT_COLUMNS, type ImportColumn } from '../../../domain/load/import/import-columns';
import ui from '../../styles/ui.module.css';
import type { ImportJobsPresenter, ImportRow } from './import-jobs.presenter';
import css from './import-jobs.screen.module.css';
import { AddressChoice, CellInput, errorId, RowStatus } from './import-row-parts';

/** The columns each table cell shows, and so where a cell in error is edited. */
const ROUTE: readonly ImportColumn[] = ['pickup_address', 'delivery_address'];
const WHEN: readonly ImportColumn[] = ['pickup_date', 'pickup_time'];
const WEIGHT: readonly ImportColumn[] = ['weight_kg'];
/** Columns that are corrected together: a time in the past may be the date's fault. */
const PARTNERS: Partial<Record<ImportColumn, readonly ImportColumn[]>> = {
  pickup_date: ['pickup_time'],
  pickup_time: ['pickup_date'],
  delivery_date: ['delivery_time'],
  delivery_time: ['delivery_date'],
  pickup_address: ['delivery_address'],
  delivery_address: ['pickup_address'],
  vehicle: ['mode'],
  mode: ['vehicle'],
};

/** The columns of a row to edit: those in error and their partners, in template order. */
function editable(row: ImportRow): Set<ImportColumn> {
  const columns = new Set<ImportColumn>();
  for (const column of Object.keys(row.check.errors) as ImportColumn[]) {
    columns.add(column);
    for (const partner of PARTNERS[column] ?? []) columns.add(partner);
  }
  return columns;
}

/** The error messages a group of columns' inputs are described by. */
function describedBy(row: ImportRow, columns: readonly ImportColumn[]): string | undefined {
  const ids = columns.filter((c) => row.check.errors[c]).map((c) => errorId(row, c));
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The rows with their checks: a table, shown as cards on a phone. */
export const RowsTable = observer(function RowsTable({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  return (
    <div className={`${ui.paper} ${css.tableBox}`}>
      {/* The roles are spelled out: a phone shows the rows as cards, which drops them otherwise. */}
      <table className={css.table} role="table">
        <caption className={css.caption}>{presenter.tableCaption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={css.cell}>
              Row
            </th>
            <th scope="col" role="columnheader" className={css.cell}>
              Pickup → delivery
            </th>
            <th scope="col" role="columnheader" className={css.cell}>
              Pickup date and time
            </th>
            <th scope="col" role="columnheader" className={css.cell}>
              Weight
            </th>
            <th scope="col" role="columnheader" className={css.cell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {presenter.checks.rows.map((row) => (
            <RowView key={row.index} row={row} presenter={presenter} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

const RowView = observer(function RowView({
  row,
  presenter,
}: {
  row: ImportRow;
  presenter: ImportJobsPresenter;
}) {
  const edit = presenter.publishing.phase === 'review' ? editable(row) : new Set<ImportColumn>();
  const number = row.index + 1;
  const field = (column: ImportColumn, group: readonly ImportColumn[]) => (
    <CellInput
      key={column}
      row={row}
      column={column}
      describedBy={describedBy(row, group.length > 1 ? group : [column])}
      onCommit={(value) => presenter.editCell(row.index, column, value)}
    />
  );
  const group = (columns: readonly ImportColumn[], shown: string) =>
    columns.some((c) => edit.has(c)) ? (
      <div className={css.edits}>{columns.map((c) => field(c, columns))}</div>
    ) : (
      shown
    );
  const others = IMPORT_COLUMNS.filter(
    (c) => edit.has(c) && !ROUTE.includes(c) && !WHEN.includes(c) && !WEIGHT.includes(c),
  );
  const { cells } = row;
  return (
    <tr role="row" className={row.check.load || row.outcome ? undefined : css.attention}>
      <th scope="row" role="rowheader" className={css.cell}>
        {number}
      </th>
      <td role="cell" className={css.cell}>
        {group(ROUTE, `${cells.pickup_address ?? '—'} → ${cells.delivery_address ?? '—'}`)}
        {(['pickup_address', 'delivery_address'] as const).map((column) => (
          <AddressChoice key={column} row={row} column={column} presenter={presenter} />
        ))}
      </td>
      <td role="cell" className={css.cell}>
        {group(WHEN, `${cells.pickup_date ?? '—'} ${cells.pickup_time ?? ''}`.trim())}
      </td>
      <td role="cell" className={`${css.cell} ${ui.nowrap}`}>
        {group(WEIGHT, cells.weight_kg ? `${cells.weight_kg} kg` : '—')}
      </td>
      <td role="cell" className={css.cell}>
        <RowStatus row={row} publishing={presenter.publishing.phase !== 'review'} />
        {others.length > 0 && (
          <div className={css.edits}>
            {others.map((c) => field(c, [c, ...(PARTNERS[c] ?? [])]))}
          </div>
        )}
      </td>
    </tr>
  );
});
