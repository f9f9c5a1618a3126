import { usePresenter } from '../../app/container';
import { MyLoadsView } from './my-loads.view';
import { MyLoadsPresenterToken } from '../../tokens';
import { usePageTitle } from '../../app/page-title';

/** /my-loads: the loads still waiting for a driver. */
export default function MyLoadsScreen() {
  const presenter = usePresenter(MyLoadsPresenterToken);
  usePageTitle('My Loads');
  return <MyLoadsView presenter={presenter} />;
}
