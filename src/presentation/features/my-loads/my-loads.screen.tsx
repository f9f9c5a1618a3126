import { usePresenter } from '../../../di/container-context';
import { MyLoadsPresenterToken } from '../../../di/modules/dashboard.module';
import { MyLoadsView } from './my-loads.view';

/** Spec §2.6: /my-loads. */
export default function MyLoadsScreen() {
  const presenter = usePresenter(MyLoadsPresenterToken);
  return <MyLoadsView presenter={presenter} />;
}
