import { usePresenter } from '../../app/container';
import { MyLoadsView } from './my-loads.view';
import { MyLoadsPresenterToken } from '../../tokens';

/** /my-loads: the loads still waiting for a driver. */
export default function MyLoadsScreen() {
  const presenter = usePresenter(MyLoadsPresenterToken);
  return <MyLoadsView presenter={presenter} />;
}
