import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { OpenedOnce } from '../../components/opened-once';
import ui from '../../styles/ui.module.css';
import { ColumnMapping } from './column-mapping';
import { ImportJobsPresenter } from './import-jobs.presenter';
import css from './import-jobs.screen.module.css';
import { RowsTable } from './import-rows-table';
import { ImportSummary } from './import-summary';
import { publishLabel } from './publish-label';
import { PublishProgress } from './publish-progress';
import { SheetInput } from './sheet-input';
import { ScreenHeading } from '../../app/screen-arrival';

const DOWNLOAD_ICON = <DownloadIcon />;

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
  const { phase } = presenter.publishing;
  const { sheet } = presenter.input;
  // Without the load types and vehicles no row can be checked.
  const listsError = presenter.loadTypes.error ?? presenter.vehicles.error;
  return (
    <div className={css.screen}>
      <div className={css.head}>
        <div className={css.title}>
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

      {sheet && phase === 'review' && <ColumnMapping presenter={presenter} />}

      {phase === 'publishing' && <PublishProgress presenter={presenter} />}
      {phase === 'done' && <ImportSummary presenter={presenter} />}

      {sheet && presenter.input.mappingMessage === null && <RowsTable presenter={presenter} />}

      {sheet && phase === 'review' && (
        <div className={css.actions}>
          <Button
            variant="contained"
            size="large"
            disabled={!presenter.canPublish}
            onClick={presenter.openConfirm}
          >
            {publishLabel(presenter.checks.readyRows.length)}
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
