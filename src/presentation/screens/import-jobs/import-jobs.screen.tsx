import { lazy, useRef, useState, type DragEvent } from 'react';
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
import { ImportJobsPresenter } from './import-jobs.presenter';
import css from './import-jobs.screen.module.css';
import { RowsTable } from './import-rows-table';
import { ScreenHeading } from '../../app/screen-arrival';

const DOWNLOAD_ICON = <DownloadIcon />;
const UPLOAD_ICON = <UploadFileIcon />;

const ConfirmDialog = lazy(() => import('./import-confirm-dialog'));

/** What the screen says when the device cannot keep the import. */
export const NOT_KEPT = 'This import is too large to keep if you leave the page.';

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
    <div className={ui.screen}>
      <div className={ui.row}>
        <div className={ui.pushEnd}>
          <ScreenHeading className={ui.h2}>Import from a spreadsheet</ScreenHeading>
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

      {!presenter.keptOnDevice && <Alert severity="warning">{NOT_KEPT}</Alert>}

      {sheet && phase === 'review' && <ColumnMapping presenter={presenter} />}
      {phase === 'publishing' && <PublishProgress presenter={presenter} />}
      {phase === 'done' && <ImportSummary presenter={presenter} />}

      {sheet && presenter.mappingMessage === null && <RowsTable presenter={presenter} />}

      {sheet && phase === 'review' && (
        <div className={ui.row}>
          <Button
            variant="contained"
            size="large"
            disabled={!presenter.canPublish}
            onClick={presenter.openConfirm}
          >
            {presenter.publishLabel}
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

/** /create-job/import: many jobs at once from a spreadsheet. */
export default function ImportJobsScreen() {
  const presenter = usePresenter(ImportJobsPresenter);
  usePageTitle('Import jobs');
  return <ImportJobsView presenter={presenter} />;
}

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
        className={`${ui.row} ${css.drop} ${dragging ? css.dragging : ''}`}
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
        <p className={`${ui.body2} ${ui.muted}`}>
          or drop it here. Up to 200 jobs at a time, in a file under 1 MB.
        </p>
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

const NOT_IMPORTED = '';

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

/** How far the publishing has gone, with its pause. */
const PublishProgress = observer(function PublishProgress({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const { publishing } = presenter;
  if (!publishing) return null;
  const { done, total } = publishing.progress;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <section aria-labelledby="import-progress-text" className={`${ui.paper} ${css.input}`}>
      <p id="import-progress-text" className={`${ui.body1} ${ui.strong}`}>
        {publishing.progressText}
      </p>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="import-progress-text"
        aria-valuetext={`${done} of ${total} jobs`}
      />
      <div>
        {publishing.paused ? (
          <Button variant="outlined" onClick={publishing.resume}>
            Resume
          </Button>
        ) : (
          <Button variant="outlined" onClick={publishing.pause}>
            Pause
          </Button>
        )}
      </div>
    </section>
  );
});

/** What was published, linked; what is not confirmed, to check again; the rest to download. */
const ImportSummary = observer(function ImportSummary({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const published = presenter.publishedRows;
  return (
    <section aria-labelledby="import-summary-heading" className={`${ui.paper} ${css.input}`}>
      <h2 id="import-summary-heading" className={ui.h3}>
        {presenter.summaryText}
      </h2>
      {published.length > 0 && (
        <ul className={`${ui.plainList} ${css.published}`} aria-label="Published jobs">
          {published.map(({ index, published: { id, loadNo } }) => (
            <li key={index}>
              {id !== null ? (
                <RouterLink to={bidsPathFor(id)} className={`${ui.primary} ${ui.strong}`}>
                  {loadNo ?? `Job ${id}`}
                </RouterLink>
              ) : (
                `Row ${index + 1}`
              )}
            </li>
          ))}
        </ul>
      )}
      {presenter.unconfirmedCount > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={presenter.publishing?.checkAgain}>
              Check again
            </Button>
          }
        >
          {presenter.unconfirmedText}
        </Alert>
      )}
      <div className={ui.row}>
        {presenter.notPublishedRows.length > 0 && (
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
