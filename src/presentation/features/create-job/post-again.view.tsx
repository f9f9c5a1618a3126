import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { copiedFromText, REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import type { PostAgain } from './post-again';

type Props = { readonly postAgain: PostAgain };

/** Over a form copied from a past load: where it came from, what was left behind, Start empty. */
export const CopiedBanner = observer(function CopiedBanner({ postAgain }: Props) {
  const { copiedFrom } = postAgain;
  if (!copiedFrom) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={postAgain.startEmpty}>
          {REPEAT_TEXTS.startEmpty}
        </Button>
      }
    >
      <AlertTitle>{copiedFromText(copiedFrom)}</AlertTitle>
      {REPEAT_TEXTS.attachmentsNotCopied}
    </Alert>
  );
});

/** While the past load is read, and when reading it failed (with Try again). */
export const CopyStatus = observer(function CopyStatus({ postAgain }: Props) {
  const { error } = postAgain.source;
  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" onClick={postAgain.retry}>
            Try again
          </Button>
        }
      >
        {error}
      </Alert>
    );
  }
  return (
    <Typography role="status" color="text.secondary" sx={{ mb: postAgain.copying ? 3 : 0 }}>
      {postAgain.copying ? 'Copying the job…' : ''}
    </Typography>
  );
});

/** A draft in progress is not replaced by a copy without asking; keeping it is the safe default. */
export const ReplaceDraftDialog = observer(function ReplaceDraftDialog({ postAgain }: Props) {
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
      <DialogActions sx={{ px: 3, pb: 2 }}>
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
