import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { copiedFromText, REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import type { PostAgain } from './post-again';
import { RetryAlert } from '../../components/retry-alert';

type Props = { readonly postAgain: PostAgain };

/** The load number stays whole: at 375 px 'BH-10412' would otherwise break at its hyphen. */
function CopiedFromTitle({ loadNo }: { loadNo: string }) {
  const [before] = copiedFromText(loadNo).split(loadNo);
  return (
    <AlertTitle>
      {before}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {loadNo}
      </Box>
    </AlertTitle>
  );
}

/** Over a form copied from a past load: where it came from, what was left behind, Start empty. */
export const CopiedBanner = observer(function CopiedBanner({ postAgain }: Props) {
  const { copiedFrom } = postAgain;
  if (!copiedFrom) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={postAgain.startEmpty}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {REPEAT_TEXTS.startEmpty}
        </Button>
      }
    >
      <CopiedFromTitle loadNo={copiedFrom} />
      {REPEAT_TEXTS.attachmentsNotCopied}
    </Alert>
  );
});

/** While the past load is read, and when reading it failed (with Try again). */
export const CopyStatus = observer(function CopyStatus({ postAgain }: Props) {
  const { error } = postAgain.source;
  if (error) {
    return <RetryAlert message={error} onRetry={postAgain.retry} sx={{ mb: 3 }} />;
  }
  return (
    <Typography role="status" color="text.secondary" sx={{ mb: postAgain.copying ? 3 : 0 }}>
      {postAgain.copying ? 'Copying the job…' : ''}
    </Typography>
  );
});
