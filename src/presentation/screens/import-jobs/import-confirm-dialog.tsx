import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { observer } from 'mobx-react-lite';
import type { ImportJobsPresenter } from './import-jobs.presenter';
import css from './import-confirm-dialog.module.css';

/** The spec's own words of the publish confirmation, which an import's confirmation repeats. */
const ONCE_PUBLISHED = 'Once published, your job will be visible to drivers who can submit bids.';

/** How many jobs will be published and how many rows are skipped, before any is sent. */
const ImportConfirmDialog = observer(function ImportConfirmDialog({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const count = presenter.readyRows.length;
  const skipped = presenter.skippedCount;
  return (
    <Dialog
      open={presenter.confirmOpen}
      onClose={presenter.cancelConfirm}
      aria-labelledby="import-confirm-title"
      aria-describedby="import-confirm-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="import-confirm-title">{presenter.publishLabel}?</DialogTitle>
      <DialogContent id="import-confirm-text">
        <DialogContentText>
          {count} {count === 1 ? 'job' : 'jobs'} will be published and cannot be edited.{' '}
          {skipped === 0
            ? 'No rows are skipped.'
            : `${skipped} ${skipped === 1 ? 'row is' : 'rows are'} skipped.`}
        </DialogContentText>
        <DialogContentText className={css.next}>{ONCE_PUBLISHED}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={presenter.cancelConfirm}>Cancel</Button>
        <Button variant="contained" onClick={presenter.confirmPublish}>
          {presenter.publishLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

export default ImportConfirmDialog;
