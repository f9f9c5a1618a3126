import { observer } from 'mobx-react-lite';
import { useOutcomeNavigation } from '../../app/use-outcome-navigation';
import { usePresenter } from '../../app/container';
import { CreateJobView } from './create-job.view';
import { CreateJobPresenterToken } from '../../tokens';
import { usePageTitle } from '../../app/page-title';

/** /create-job (spec §2.7): once published, the portal goes to the load's bids. */
export default observer(function CreateJobScreen() {
  const presenter = usePresenter(CreateJobPresenterToken);
  usePageTitle('Create Job');
  useOutcomeNavigation(presenter);
  return <CreateJobView presenter={presenter} />;
});
