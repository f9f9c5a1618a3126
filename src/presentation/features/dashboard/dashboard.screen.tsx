import { usePresenter } from '../../app/container';
import { DashboardView } from './dashboard.view';
import { DashboardPresenterToken } from '../../tokens';

/** Spec §2.5: /dashboard. */
export default function DashboardScreen() {
  const presenter = usePresenter(DashboardPresenterToken);
  return <DashboardView presenter={presenter} />;
}
