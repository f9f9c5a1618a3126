import { usePresenter } from '../../app/container';
import { DashboardView } from './dashboard.view';
import { DashboardPresenterToken } from '../../tokens';
import { usePageTitle } from '../../app/page-title';

/** /dashboard: the first screen after signing in. */
export default function DashboardScreen() {
  const presenter = usePresenter(DashboardPresenterToken);
  usePageTitle('Dashboard');
  return <DashboardView presenter={presenter} />;
}
