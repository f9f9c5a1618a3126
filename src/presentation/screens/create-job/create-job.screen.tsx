import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOutcomeNavigation } from '../../app/use-outcome-navigation';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { postAgainSource } from '../../app/post-again-path';
import { CreateJobPresenter } from './create-job.presenter';
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

/**
 * /create-job: once published, the portal goes to the load's bids.
 * /create-job?from=42 fills the form from load 42 (Post again); the address then drops `from`,
 * so a reload shows the form as kept rather than copying the load again.
 */
export default observer(function CreateJobScreen() {
  const presenter = usePresenter(CreateJobPresenter);
  usePageTitle('Create Job');
  useOutcomeNavigation(presenter);
  const { search } = useLocation();
  const navigate = useNavigate();
  const source = postAgainSource(search);
  const { copyFrom } = presenter.postAgain;
  useEffect(() => {
    if (source === null) return;
    copyFrom(source);
    void navigate('/create-job', { replace: true });
  }, [source, copyFrom, navigate]);
  return <CreateJobView presenter={presenter} />;
});
