import { usePresenter } from '../../app/container';
import { DashboardView } from './dashboard.view';
import { DashboardPresenterToken } from '../../tokens';

/** /dashboard: the first screen after signing in. */
export default function DashboardScreen() {
  const presenter = usePresenter(DashboardPresenterToken);
  return <DashboardView presenter={presenter} />;
}
