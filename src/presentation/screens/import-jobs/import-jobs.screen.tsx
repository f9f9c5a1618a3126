import { lazy, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  COLUMN_LABELS,
  IMPORT_COLUMNS,
  type ImportColumn,
} from '../../../domain/load/import/import-columns';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { bidsPathFor } from '../../app/portal-tabs';
import { NativeSelectField } from '../../components/fields/light-fields';
import { OpenedOnce } from '../../components/opened-once';
import ui from '../../styles/ui.module.css';
import { ImportJobsPresenter, type ImportRow } from './import-jobs.presenter';
import css from './import-jobs.screen.module.css';
import { publishLabel } from './publish-label';

const DOWNLOAD_ICON = <DownloadIcon />;
const UPLOAD_ICON = <UploadFileIcon />;
const NOT_IMPORTED = '';

const ConfirmDialog = lazy(() => import('./import-confirm-dialog'));

/**
 * Import from a spreadsheet: the file or pasted cells, the column mapping, the rows with their
 * checks (a cell in error edited in place), the publishing with its progress, and the summary.
 */
export const ImportJobsView = observer(function ImportJobsView({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const { phase, sheet } = presenter;
  // Without the load types and vehicles no row can be checked.
  const listsError = presenter.loadTypes.error ?? presenter.vehicles.error;
  return (
    <div className={css.screen}>
      <div className={css.head}>
        <div className={css.title}>
          <h1 className={ui.h2}>Import from a spreadsheet</h1>
          <p className={`${ui.body1} ${ui.muted}`}>
            Post many jobs at once: one row per job, checked like the Create Job form.
          </p>
        </div>
        <Button variant="outlined" startIcon={DOWNLOAD_ICON} onClick={presenter.downloadTemplate}>
          Download template
        </Button>
        <Button component={RouterLink} to="/create-job">
          Back to Options
        </Button>
      </div>

      {phase === 'review' && <SheetInput presenter={presenter} />}

      {listsError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={presenter.retryLists}>
              Retry
            </Button>
          }
        >
          {listsError}
        </Alert>
      )}

      {sheet && phase === 'review' && <ColumnMapping presenter={presenter} />}

      {phase === 'publishing' && <PublishProgress presenter={presenter} />}
      {phase === 'done' && <ImportSummary presenter={presenter} />}

      {sheet && presenter.mappingMessage === null && <RowsTable presenter={presenter} />}

      {sheet && phase === 'review' && (
        <div className={css.actions}>
          <Button
            variant="contained"
            size="large"
            disabled={!presenter.canPublish}
            onClick={presenter.openConfirm}
          >
            {publishLabel(presenter.readyRows.length)}
          </Button>
          <Button onClick={presenter.startOver}>Start over</Button>
        </div>
      )}

      <p role="status" aria-live="polite" className={ui.visuallyHidden}>
        {presenter.announcement}
      </p>

      {/* Downloaded the first time it opens, as the portal's other dialogs are. */}
      <OpenedOnce open={presenter.confirmOpen}>
        <ConfirmDialog presenter={presenter} />
      </OpenedOnce>
    </div>
  );
});

/** The file, dropped or picked, and the pasted cells. */
const SheetInput = observer(function SheetInput({ presenter }: { presenter: ImportJobsPresenter }) {
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void presenter.readFile(file);
  };
  return (
    <section aria-labelledby="import-input-heading" className={`${ui.paper} ${css.input}`}>
      <h2 id="import-input-heading" className={ui.h4}>
        Your jobs
      </h2>
      <div
        className={`${css.drop} ${dragging ? css.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Button
          variant="contained"
          startIcon={UPLOAD_ICON}
          onClick={() => fileInput.current?.click()}
        >
          Choose a CSV file
        </Button>
        {/* The button stands for it: a control inside a button would be two in one. */}
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void presenter.readFile(file);
          }}
        />
        <p className={`${ui.body2} ${ui.muted}`}>or drop it here. Up to 200 jobs at a time.</p>
      </div>
      <label htmlFor="import-paste" className={`${ui.body2} ${ui.strong}`}>
        Paste rows
      </label>
      <textarea
        id="import-paste"
        className={css.paste}
        rows={4}
        value={presenter.pasted}
        onChange={(event) => presenter.setPasted(event.target.value)}
        aria-describedby="import-paste-help"
      />
      <p id="import-paste-help" className={`${ui.caption} ${ui.muted}`}>
        Copy the cells from Excel or Google Sheets, with or without the header row.
      </p>
      <div>
        <Button
          variant="outlined"
          disabled={presenter.pasted.trim() === '' || presenter.reading}
          onClick={() => void presenter.readPasted()}
        >
          Import pasted rows
        </Button>
      </div>
      {presenter.inputError && (
        <Alert severity="error" role="alert">
          {presenter.inputError}
        </Alert>
      )}
    </section>
  );
});

const COLUMN_OPTIONS = [
  { value: NOT_IMPORTED, label: 'Not imported' },
  ...IMPORT_COLUMNS.map((column) => ({ value: column, label: COLUMN_LABELS[column] })),
];

function isColumn(value: string): value is ImportColumn {
  return (IMPORT_COLUMNS as readonly string[]).includes(value);
}

/** Each of the sheet's columns, matched by name, with a select to map it otherwise. */
const ColumnMapping = observer(function ColumnMapping({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const headers = presenter.sheet?.headers ?? [];
  return (
    <section aria-labelledby="import-columns-heading" className={`${ui.paper} ${css.input}`}>
      <h2 id="import-columns-heading" className={ui.h4}>
        Columns
      </h2>
      <div className={css.mapping}>
        {headers.map((header, index) => (
          <NativeSelectField
            key={`${index}-${header}`}
            id={`import-column-${index}`}
            label={header || `Column ${index + 1}`}
            value={presenter.mapping[index] ?? NOT_IMPORTED}
            options={COLUMN_OPTIONS}
            onChange={(value) => presenter.mapColumn(index, isColumn(value) ? value : null)}
          />
        ))}
      </div>
      {presenter.mappingMessage && (
        <Alert severity="warning" role="alert">
          {presenter.mappingMessage}
        </Alert>
      )}
    </section>
  );
});

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

const errorId = (row: ImportRow, column: ImportColumn) => `import-row-${row.index}-${column}-error`;

/** The error messages a group of columns' inputs are described by. */
function describedBy(row: ImportRow, columns: readonly ImportColumn[]): string | undefined {
  const ids = columns.filter((c) => row.check.errors[c]).map((c) => errorId(row, c));
  return ids.length > 0 ? ids.join(' ') : undefined;
}

const RowsTable = observer(function RowsTable({ presenter }: { presenter: ImportJobsPresenter }) {
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
  const suggestions = presenter.suggestionsFor(text);
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

const PublishProgress = observer(function PublishProgress({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const { done, total } = presenter.progress;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <section aria-labelledby="import-progress-text" className={`${ui.paper} ${css.input}`}>
      <p id="import-progress-text" className={`${ui.body1} ${ui.strong}`}>
        {presenter.progressText}
      </p>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="import-progress-text"
        aria-valuetext={`${done} of ${total} jobs`}
      />
      <div>
        {presenter.paused ? (
          <Button variant="outlined" onClick={presenter.resume}>
            Resume
          </Button>
        ) : (
          <Button variant="outlined" onClick={presenter.pause}>
            Pause
          </Button>
        )}
      </div>
    </section>
  );
});

const ImportSummary = observer(function ImportSummary({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const published = presenter.publishedRows;
  const notPublished = presenter.rows.length - published.length;
  return (
    <section aria-labelledby="import-summary-heading" className={`${ui.paper} ${css.input}`}>
      <h2 id="import-summary-heading" className={ui.h3}>
        {presenter.summaryText}
      </h2>
      {published.length > 0 && (
        <ul className={css.published} aria-label="Published jobs">
          {published.map(({ index, published: { id, loadNo } }) => (
            <li key={index}>
              {id !== null ? (
                <RouterLink to={bidsPathFor(id)} className={css.link}>
                  {loadNo ?? `Job ${id}`}
                </RouterLink>
              ) : (
                `Row ${index + 1}`
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={css.actions}>
        {notPublished > 0 && (
          <Button
            variant="outlined"
            startIcon={DOWNLOAD_ICON}
            onClick={presenter.downloadNotPublished}
          >
            Download rows not published
          </Button>
        )}
        <Button onClick={presenter.startOver}>Import more jobs</Button>
      </div>
    </section>
  );
});

/** /create-job/import: many jobs at once from a spreadsheet. */
export default function ImportJobsScreen() {
  const presenter = usePresenter(ImportJobsPresenter);
  usePageTitle('Import jobs');
  return <ImportJobsView presenter={presenter} />;
}
