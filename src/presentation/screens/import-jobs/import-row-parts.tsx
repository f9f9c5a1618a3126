import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { COLUMN_LABELS, type ImportColumn } from '../../../domain/load/import/import-columns';
import { bidsPathFor } from '../../app/portal-tabs';
import { NativeSelectField } from '../../components/fields/light-fields';
import ui from '../../styles/ui.module.css';
import type { ImportJobsPresenter, ImportRow } from './import-jobs.presenter';
import css from './import-jobs.screen.module.css';

/** The id of a row's error message for a column, which its input is described by. */
export const errorId = (row: ImportRow, column: ImportColumn) =>
  `import-row-${row.index}-${column}-error`;

/** A cell being corrected: checked again when the shipper leaves it or presses Enter. */
export function CellInput({
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
export const AddressChoice = observer(function AddressChoice({
  row,
  column,
  presenter,
}: {
  row: ImportRow;
  column: 'pickup_address' | 'delivery_address';
  presenter: ImportJobsPresenter;
}) {
  const text = row.cells[column];
  const suggestions = presenter.suggestionsFor(text);
  if (
    presenter.publishing.phase !== 'review' ||
    !row.check.errors[column] ||
    suggestions.length === 0
  ) {
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
      onChange={(id) => void presenter.chooseAddress(text ?? '', id)}
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
export const RowStatus = observer(function RowStatus({
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
      <span className={css.ready}>
        Published{' '}
        {id !== null ? (
          <RouterLink to={bidsPathFor(id)} className={css.link}>
            {name}
          </RouterLink>
        ) : null}
      </span>
    );
  }
  if (outcome?.kind === 'failed') {
    return (
      <span className={css.error} role="note">
        Not published: {outcome.message}
      </span>
    );
  }
  const errors = Object.entries(check.errors) as [ImportColumn, string][];
  if (errors.length > 0) {
    return (
      <ul className={`${ui.plainList} ${css.errors}`}>
        {errors.map(([column, message]) => (
          <li key={column} id={errorId(row, column)} className={css.error}>
            {withColumn(column, message)}
          </li>
        ))}
      </ul>
    );
  }
  if (check.checking) return <span className={ui.muted}>Checking…</span>;
  if (publishing) return <span className={ui.muted}>Waiting to publish</span>;
  return <span className={css.ready}>Ready</span>;
});
