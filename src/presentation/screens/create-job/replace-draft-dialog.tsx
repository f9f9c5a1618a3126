import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import type { PostAgain } from './post-again';
import css from './replace-draft-dialog.module.css';

/** A draft in progress is not replaced by a copy without asking; keeping it is the safe default. */
const ReplaceDraftDialog = observer(function ReplaceDraftDialog({
  postAgain,
}: {
  readonly postAgain: PostAgain;
}) {
  return (
    <Dialog
      open={postAgain.asking}
      onClose={postAgain.keepDraft}
      aria-labelledby="replace-draft-title"
      aria-describedby="replace-draft-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="replace-draft-title">{REPEAT_TEXTS.replaceDraftTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="replace-draft-text">
          The job you have not published yet will be replaced by a copy of{' '}
          {postAgain.offered?.sourceLoadNo}.
        </DialogContentText>
      </DialogContent>
      <DialogActions className={css.actions}>
        <Button onClick={postAgain.keepDraft} autoFocus>
          {REPEAT_TEXTS.keepDraft}
        </Button>
        <Button variant="contained" onClick={postAgain.replaceDraft}>
          {REPEAT_TEXTS.replaceDraft}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

export default ReplaceDraftDialog;
