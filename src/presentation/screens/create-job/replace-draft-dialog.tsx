import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import type { CreateJobPresenter } from './create-job.presenter';
import css from './replace-draft-dialog.module.css';

/** A draft in progress is not replaced by a copy without asking; keeping it is the safe default. */
const ReplaceDraftDialog = observer(function ReplaceDraftDialog({
  presenter,
}: {
  readonly presenter: CreateJobPresenter;
}) {
  return (
    <Dialog
      open={presenter.askingToReplace}
      onClose={presenter.keepDraft}
      aria-labelledby="replace-draft-title"
      aria-describedby="replace-draft-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="replace-draft-title">{REPEAT_TEXTS.replaceDraftTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="replace-draft-text">
          The job you have not published yet will be replaced by a copy of{' '}
          {presenter.offeredCopy?.sourceLoadNo}.
        </DialogContentText>
      </DialogContent>
      <DialogActions className={css.actions}>
        <Button onClick={presenter.keepDraft} autoFocus>
          {REPEAT_TEXTS.keepDraft}
        </Button>
        <Button variant="contained" onClick={presenter.replaceDraft}>
          {REPEAT_TEXTS.replaceDraft}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

export default ReplaceDraftDialog;
