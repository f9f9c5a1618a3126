import { usePresenter } from '../../../di/container-context';
import { DashboardPresenterToken } from '../../../di/modules/dashboard.module';
import { DashboardView } from './dashboard.view';

/** Spec §2.5: /dashboard. */
export default function DashboardScreen() {
  const presenter = usePresenter(DashboardPresenterToken);
  return <DashboardView presenter={presenter} />;
}
