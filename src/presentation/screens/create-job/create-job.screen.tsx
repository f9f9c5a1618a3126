import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOutcomeNavigation } from '../../app/use-outcome-navigation';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { postAgainSource } from '../../app/post-again-path';
import { CreateJobView } from './create-job.view';
import { CreateJobPresenter } from './create-job.presenter';

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
