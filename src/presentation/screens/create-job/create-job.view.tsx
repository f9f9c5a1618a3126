import { observer } from 'mobx-react-lite';
import type { CreateJobPresenter } from './create-job.presenter';
import { LoadForm } from './load-form.view';
import { ModeChooser } from './mode-chooser.view';
import { LazyReplaceDraftDialog } from './lazy-replace-draft-dialog';
import { CopyStatus } from './post-again.view';

/**
 * The chooser, then the form of the chosen mode. A copy of a past load (Post again) opens the form
 * of its mode once it is read; the chooser does not show meanwhile.
 */
export const CreateJobView = observer(function CreateJobView({
  presenter,
}: {
  presenter: CreateJobPresenter;
}) {
  const { postAgain } = presenter;
  return (
    <>
      <CopyStatus postAgain={postAgain} />
      {presenter.mode !== null ? (
        <LoadForm presenter={presenter} />
      ) : (
        !postAgain.source.loading && <ModeChooser onChoose={presenter.chooseMode} />
      )}
      <LazyReplaceDraftDialog postAgain={postAgain} />
    </>
  );
});
