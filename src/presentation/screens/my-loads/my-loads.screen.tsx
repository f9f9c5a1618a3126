import { usePresenter } from '../../app/container';
import { MyLoadsView } from './my-loads.view';
import { usePageTitle } from '../../app/page-title';
import { MyLoadsPresenter } from './my-loads.presenter';

/** /my-loads: the loads still waiting for a driver. */
export default function MyLoadsScreen() {
  const presenter = usePresenter(MyLoadsPresenter);
  usePageTitle('My Loads');
  return <MyLoadsView presenter={presenter} />;
}
