import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { LivePausedNotice } from '../../components/live-paused-notice';
import { ActiveLoadsCard } from './active-loads-card';
import { DashboardPresenter } from './dashboard.presenter';
import { HowItWorksCard } from './how-it-works-card';
import { StatCard, WelcomeBanner } from './dashboard-summary';
import { QuickActionsCard } from './quick-actions-card';
import css from './dashboard.screen.module.css';

const ACTIVE_JOBS_ICON = <LocalShippingIcon />;
const COMPLETED_ICON = <TaskAltIcon />;

/**
 * The dashboard: greeting, how Bidhaul works (until the first job), job summary, the newest
 * active loads and quick actions.
 */
export const DashboardView = observer(function DashboardView({
  presenter,
}: {
  presenter: DashboardPresenter;
}) {
  return (
    <div className={css.screen}>
      {/* The paused notice under the banner, of no height (and no gap) while it says nothing. */}
      <div>
        <WelcomeBanner greeting={presenter.greeting} noJobs={presenter.hasJobs === false} />
        <LivePausedNotice pause={presenter.liveRefresh.pause} className={css.livePaused} />
      </div>
      {presenter.hasJobs === false && <HowItWorksCard />}
      {presenter.summary.error && (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void presenter.summary.run()}>
              Retry
            </Button>
          }
        >
          {presenter.summary.error}
        </Alert>
      )}
      <section aria-label="Job summary" className={css.summary}>
        <StatCard
          label="Active Jobs"
          value={presenter.activeJobs}
          loading={presenter.summary.awaitingFirstAnswer}
          icon={ACTIVE_JOBS_ICON}
          tone="primary"
        />
        <StatCard
          label="Completed"
          value={presenter.completed}
          loading={presenter.summary.awaitingFirstAnswer}
          icon={COMPLETED_ICON}
          tone="success"
        />
      </section>
      <div className={css.columns}>
        <ActiveLoadsCard presenter={presenter} />
        <QuickActionsCard presenter={presenter} />
      </div>
    </div>
  );
});

/** /dashboard: the first screen after signing in. */
export default function DashboardScreen() {
  const presenter = usePresenter(DashboardPresenter);
  usePageTitle('Dashboard');
  return <DashboardView presenter={presenter} />;
}
