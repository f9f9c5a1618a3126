import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import {
  COLUMN_LABELS,
  IMPORT_COLUMNS,
  type ImportColumn,
} from '../../../domain/load/import/import-columns';
import { bidsPathFor } from '../../app/portal-tabs';
import { NativeSelectField } from '../../components/fields/light-fields';
import ui from '../../styles/ui.module.css';
import type { ImportJobsPresenter, ImportRow } from './import-jobs.presenter';
import css from './import-jobs.screen.module.css';

/** A row checked and ready to publish, or published: in green. */
const READY = `${ui.success} ${ui.strong}`;

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
    <div className={`${ui.paper} ${ui.tableBox}`}>
      {/* The roles are spelled out: a phone shows the rows as cards, which drops them otherwise. */}
      <table className={`${ui.table} ${css.table}`} role="table">
        <caption className={css.caption}>{presenter.tableCaption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={ui.cell}>
              Row
            </th>
            <th scope="col" role="columnheader" className={ui.cell}>
              Pickup → delivery
            </th>
            <th scope="col" role="columnheader" className={ui.cell}>
              Pickup date and time
            </th>
            <th scope="col" role="columnheader" className={ui.cell}>
              Weight
            </th>
            <th scope="col" role="columnheader" className={ui.cell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {presenter.rows.map((row) => (
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
  const edit = presenter.phase === 'review' ? editable(row) : new Set<ImportColumn>();
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
      <th scope="row" role="rowheader" className={ui.cell}>
        {number}
      </th>
      <td role="cell" className={ui.cell}>
        {group(ROUTE, `${cells.pickup_address ?? '—'} → ${cells.delivery_address ?? '—'}`)}
        {(['pickup_address', 'delivery_address'] as const).map((column) => (
          <AddressChoice key={column} row={row} column={column} presenter={presenter} />
        ))}
      </td>
      <td role="cell" className={ui.cell}>
        {group(WHEN, `${cells.pickup_date ?? '—'} ${cells.pickup_time ?? ''}`.trim())}
      </td>
      <td role="cell" className={`${ui.cell} ${ui.nowrap}`}>
        {group(WEIGHT, cells.weight_kg ? `${cells.weight_kg} kg` : '—')}
      </td>
      <td role="cell" className={ui.cell}>
        <RowStatus row={row} publishing={presenter.phase !== 'review'} />
        {others.length > 0 && (
          <div className={css.edits}>
            {others.map((c) => field(c, [c, ...(PARTNERS[c] ?? [])]))}
          </div>
        )}
      </td>
    </tr>
  );
});

/** The id of a row's error message for a column, which its input is described by. */
const errorId = (row: ImportRow, column: ImportColumn) => `import-row-${row.index}-${column}-error`;

/** A cell being corrected: checked again when the shipper leaves it or presses Enter. */
function CellInput({
  row,
  column,
  describedBy,
  onCommit,
}: {
  row: ImportRow;
  column: ImportColumn;
  describedBy: string | undefined;
  onCommit(value: string): void;
}) {
  const original = row.cells[column] ?? '';
  const commit = (value: string) => {
    if (value.trim() !== original) onCommit(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value);
  };
  return (
    <label className={css.edit}>
      <span className={ui.caption}>{COLUMN_LABELS[column]}</span>
      <input
        className={css.editInput}
        defaultValue={original}
        aria-label={`Row ${row.index + 1} ${COLUMN_LABELS[column].toLowerCase()}`}
        aria-invalid={row.check.errors[column] ? true : undefined}
        aria-describedby={describedBy}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
    </label>
  );
}

/** The suggestions for an address that was not matched, to choose from. */
const AddressChoice = observer(function AddressChoice({
  row,
  column,
  presenter,
}: {
  row: ImportRow;
  column: 'pickup_address' | 'delivery_address';
  presenter: ImportJobsPresenter;
}) {
  const text = row.cells[column];
  const suggestions = presenter.stops.suggestionsFor(text);
  if (presenter.phase !== 'review' || !row.check.errors[column] || suggestions.length === 0) {
    return null;
  }
  const label = column === 'pickup_address' ? 'pickup' : 'delivery';
  return (
    <NativeSelectField
      id={`import-row-${row.index}-${column}-choice`}
      label={`Row ${row.index + 1} ${label} address suggestions`}
      value=""
      placeholder="Choose an address"
      options={suggestions.map((s) => ({
        value: s.id,
        label: s.secondary ? `${s.primary}, ${s.secondary}` : s.primary,
      }))}
      onChange={(id) => void presenter.stops.chooseAddress(text ?? '', id)}
      className={css.choice}
    />
  );
});

/** A message names its column unless it does already ('Pickup time cannot be in the past'). */
function withColumn(column: ImportColumn, message: string): string {
  const label = COLUMN_LABELS[column];
  return message.toLowerCase().startsWith(label.toLowerCase()) ? message : `${label}: ${message}`;
}

/** 'Ready', the row's errors in words, or what became of its publish. */
const RowStatus = observer(function RowStatus({
  row,
  publishing,
}: {
  row: ImportRow;
  publishing: boolean;
}) {
  const { outcome, check } = row;
  if (outcome?.kind === 'sending') return <span className={ui.muted}>Publishing…</span>;
  if (outcome?.kind === 'published') {
    const { id, loadNo } = outcome.published;
    const name = loadNo ?? (id !== null ? `Job ${id}` : 'Published');
    return (
      <span className={READY}>
        Published{' '}
        {id !== null ? (
          <RouterLink to={bidsPathFor(id)} className={`${ui.primary} ${ui.strong}`}>
            {name}
          </RouterLink>
        ) : null}
      </span>
    );
  }
  if (outcome?.kind === 'unconfirmed') {
    return (
      <span className={ui.error} role="note">
        Not confirmed: no answer came, so it may have been published.
      </span>
    );
  }
  if (outcome?.kind === 'failed') {
    return (
      <span className={ui.error} role="note">
        Not published: {outcome.message}
      </span>
    );
  }
  const errors = Object.entries(check.errors) as [ImportColumn, string][];
  if (errors.length > 0) {
    return (
      <ul className={`${ui.plainList} ${css.errors}`}>
        {errors.map(([column, message]) => (
          <li key={column} id={errorId(row, column)} className={ui.error}>
            {withColumn(column, message)}
          </li>
        ))}
      </ul>
    );
  }
  if (check.checking) return <span className={ui.muted}>Checking…</span>;
  if (publishing) return <span className={ui.muted}>Waiting to publish</span>;
  return <span className={READY}>Ready</span>;
});
