import { usePresenter } from '../../app/container';
import { MyLoadsView } from './my-loads.view';
import { MyLoadsPresenterToken } from '../../tokens';

/** Spec §2.6: /my-loads. */
export default function MyLoadsScreen() {
  const presenter = usePresenter(MyLoadsPresenterToken);
  return <MyLoadsView presenter={presenter} />;
}
