import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { usePresenter } from '../../../di/container-context';
import { CreateJobPresenterToken } from '../../../di/modules/create-job.module';
import { CreateJobView } from './create-job.view';

/** /create-job (spec §2.7): once published, the portal goes to the load's bids. */
export default observer(function CreateJobScreen() {
  const presenter = usePresenter(CreateJobPresenterToken);
  const navigate = useNavigate();
  const target = presenter.redirectTo;
  useEffect(() => {
    if (!target) return;
    presenter.redirectHandled();
    void navigate(target);
  }, [target, presenter, navigate]);
  return <CreateJobView presenter={presenter} />;
});
