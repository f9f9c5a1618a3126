import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { copiedFromText, REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import type { PostAgain } from './post-again';
import { RetryAlert } from '../../components/retry-alert';
import ui from '../../styles/ui.module.css';
import css from './post-again.module.css';

type Props = { readonly postAgain: PostAgain };

/** The load number stays whole: at 375 px 'BH-10412' would otherwise break at its hyphen. */
function CopiedFromTitle({ loadNo }: { loadNo: string }) {
  const [before] = copiedFromText(loadNo).split(loadNo);
  return (
    <AlertTitle>
      {before}
      <span className={ui.nowrap}>{loadNo}</span>
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
        <Button color="inherit" size="small" onClick={postAgain.startEmpty} className={ui.nowrap}>
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
    return <RetryAlert message={error} onRetry={postAgain.retry} className={css.above} />;
  }
  return (
    <p
      role="status"
      className={`${ui.body1} ${ui.muted} ${postAgain.source.loading ? css.above : ''}`}
    >
      {postAgain.source.loading ? 'Copying the job…' : ''}
    </p>
  );
});
