import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ui from '../../styles/ui.module.css';
import type { ImportJobsPresenter } from './import-jobs.presenter';
import css from './import-jobs.screen.module.css';

/** How far the publishing has gone, with its pause. */
export const PublishProgress = observer(function PublishProgress({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const { done, total } = presenter.progress;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <section aria-labelledby="import-progress-text" className={`${ui.paper} ${css.input}`}>
      <p id="import-progress-text" className={`${ui.body1} ${ui.strong}`}>
        {presenter.publishing.progressText}
      </p>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="import-progress-text"
        aria-valuetext={`${done} of ${total} jobs`}
      />
      <div>
        {presenter.publishing.paused ? (
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
