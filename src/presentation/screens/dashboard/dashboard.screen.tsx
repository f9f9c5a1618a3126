import { usePresenter } from '../../app/container';
import { DashboardView } from './dashboard.view';
import { usePageTitle } from '../../app/page-title';
import { DashboardPresenter } from './dashboard.presenter';

/** /dashboard: the first screen after signing in. */
export default function DashboardScreen() {
  const presenter = usePresenter(DashboardPresenter);
  usePageTitle('Dashboard');
  return <DashboardView presenter={presenter} />;
}
