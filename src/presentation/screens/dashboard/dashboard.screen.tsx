import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { listKey } from '../../../domain/shared/record-key';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { ScreenHeading } from '../../app/screen-arrival';
import { LivePausedNotice } from '../../components/live-paused-notice';
import { RouteLine } from '../../components/route-line/route-line';
import { Skeleton } from '../../components/skeleton';
import ui from '../../styles/ui.module.css';
import type { ActiveLoadRow } from '../my-loads/active-load-row';
import { BidChip, COUNT_CHIP, useOpenBids } from '../my-loads/load-row-parts';
import { DashboardPresenter } from './dashboard.presenter';
import css from './dashboard.screen.module.css';

const ACTIVE_JOBS_ICON = <LocalShippingIcon />;
const COMPLETED_ICON = <TaskAltIcon />;
const CREATE_ICON = <AddIcon />;
const MY_LOADS_ICON = <ListAltIcon />;
const TRIPS_ICON = <LocalShippingIcon />;
const HISTORY_ICON = <HistoryIcon />;

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
    <div className={ui.screen}>
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

/** The greeting at the top of the dashboard; a shipper with no job yet is pointed to the first. */
function WelcomeBanner({ greeting, noJobs }: { greeting: string; noJobs: boolean }) {
  return (
    <div className={css.banner}>
      <ScreenHeading className={`${ui.h1} ${ui.smallerOnPhone}`}>{greeting}</ScreenHeading>
      <p className={`${ui.body1} ${css.subtitle}`}>
        {noJobs
          ? 'Post your first job and drivers will bid on it.'
          : 'Here is where your jobs stand today.'}
      </p>
    </div>
  );
}

const STEPS = [
  { title: 'Post a job', text: 'Say what goes where, and when. It takes about two minutes.' },
  {
    title: 'Compare bids',
    text: 'Drivers and courier companies bid on it. Compare their prices, ratings and vehicles.',
  },
  { title: 'Accept one', text: 'Accept the bid that suits you, then follow the trip in My Trips.' },
] as const;

/** For a shipper who has not posted a job yet: the three steps from a job to a trip. */
function HowItWorksCard() {
  return (
    <section aria-labelledby="dashboard-how-it-works" className={`${ui.paper} ${css.howCard}`}>
      <h2 id="dashboard-how-it-works" className={`${ui.h3} ${css.heading}`}>
        How Bidhaul works
      </h2>
      <ol className={`${ui.plainList} ${css.steps}`}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={css.step}>
            <span aria-hidden="true" className={`${ui.primaryFill} ${css.number}`}>
              {index + 1}
            </span>
            <div>
              <h3 className={`${ui.body1} ${css.stepTitle}`}>{step.title}</h3>
              <p className={`${ui.body2} ${ui.muted}`}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One figure of the job summary (Active Jobs, Completed), a placeholder until it arrives. */
function StatCard(props: {
  label: string;
  value: number | null;
  loading: boolean;
  icon: ReactNode;
  tone: 'primary' | 'success';
}) {
  return (
    <div className={`${ui.paper} ${css.stat}`}>
      <Avatar aria-hidden="true" className={`${css.statIcon} ${css[props.tone]}`}>
        {props.icon}
      </Avatar>
      <div className={css.statText}>
        <h2 className={`${ui.body2} ${ui.muted} ${css.label}`}>{props.label}</h2>
        {props.loading ? (
          <div role="status">
            <Skeleton aria-hidden="true" width={48} height={40} />
            <span className={ui.visuallyHidden}>Loading</span>
          </div>
        ) : (
          <p className={css.value}>{props.value ?? '—'}</p>
        )}
      </div>
    </div>
  );
}

/** My Active Loads: the count, and the three newest loads or what stands in for them. */
const ActiveLoadsCard = observer(function ActiveLoadsCard({
  presenter,
}: {
  presenter: DashboardPresenter;
}) {
  const count = presenter.activeLoadCount;
  return (
    <section aria-labelledby="dashboard-active-loads" className={`${ui.paper} ${css.card}`}>
      <div className={css.loadsHead}>
        <h2 id="dashboard-active-loads" className={ui.h3}>
          My Active Loads
        </h2>
        {count !== null && (
          <span className={COUNT_CHIP.small} data-testid="active-loads-count">
            {count}
            <span className={ui.visuallyHidden}>
              {count === 1 ? ' active job' : ' active jobs'}
            </span>
          </span>
        )}
        <Button component={RouterLink} to="/my-loads" size="small" className={css.viewAll}>
          View All
        </Button>
      </div>
      <ActiveLoadsContent presenter={presenter} />
    </section>
  );
});

const ActiveLoadsContent = observer(function ActiveLoadsContent({
  presenter,
}: {
  presenter: DashboardPresenter;
}) {
  if (presenter.activeLoads.awaitingFirstAnswer) {
    return (
      <p role="status" className={`${ui.body1} ${ui.muted} ${css.loading}`}>
        Loading Loads...
      </p>
    );
  }
  if (presenter.loadsFailedWithNothingShown) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void presenter.activeLoads.run()}>
            Retry
          </Button>
        }
      >
        {presenter.activeLoads.error}
      </Alert>
    );
  }
  if (presenter.loadsEmpty) {
    return (
      <div className={css.empty}>
        <p className={`${ui.body1} ${css.emptyTitle}`}>No Active Loads</p>
        <p className={`${ui.body1} ${ui.muted} ${css.emptyText}`}>
          Jobs waiting for bids will appear here.
        </p>
        <Button component={RouterLink} to="/create-job" variant="contained" startIcon={CREATE_ICON}>
          Create New Job
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label="Newest active jobs" className={ui.plainList}>
      {presenter.previewRows.map((row, index) => (
        <LoadPreviewRow key={listKey(row.id, index)} row={row} />
      ))}
    </ul>
  );
});

const OPENING_ROW = `${css.row} ${ui.opens}`;

/**
 * One of the newest loads on the dashboard; a click on the row opens its bids. A load's bids and
 * details need its server id: a row without one links to neither.
 */
function LoadPreviewRow({ row }: { row: ActiveLoadRow }) {
  const bids = useOpenBids(row);
  const { bidsPath, detailsPath } = row;
  return (
    <li
      onClick={bids.onRowClick}
      data-testid="dashboard-load-row"
      className={bids.clickable ? OPENING_ROW : css.row}
    >
      <div className={css.rowText}>
        <div className={css.rowTitle}>
          {bidsPath ? (
            <RouterLink to={bidsPath} aria-label={`${row.loadNo} bids`} className={css.loadNo}>
              {row.loadNo}
            </RouterLink>
          ) : (
            <span className={`${ui.body1} ${css.loadNo}`}>{row.loadNo}</span>
          )}
          <BidChip row={row} />
        </div>
        <RouteLine
          pickup={row.pickup}
          delivery={row.delivery}
          className={`${ui.body2} ${css.route}`}
        />
        <p className={`${ui.body2} ${ui.muted}`}>Pickup: {row.pickupDate}</p>
      </div>
      {detailsPath ? (
        <Button
          component={RouterLink}
          to={detailsPath}
          variant="outlined"
          size="small"
          aria-label={`Details of ${row.loadNo}`}
        >
          Details
        </Button>
      ) : (
        <Button variant="outlined" size="small" disabled aria-label={`Details of ${row.loadNo}`}>
          Details
        </Button>
      )}
    </li>
  );
}

/** Who is signed in, and the ways to the other screens. */
const QuickActionsCard = observer(function QuickActionsCard({
  presenter,
}: {
  presenter: DashboardPresenter;
}) {
  const count = presenter.activeLoadCount;
  return (
    <section aria-labelledby="dashboard-quick-actions" className={`${ui.paper} ${css.card}`}>
      <h2 id="dashboard-quick-actions" className={`${ui.h3} ${css.heading}`}>
        Quick Actions
      </h2>
      <div className={css.user}>
        <Avatar aria-hidden="true" className={ui.primaryFill}>
          {presenter.initials}
        </Avatar>
        <div className={css.userText}>
          <p className={`${ui.body1} ${css.name}`} data-testid="quick-actions-name">
            {presenter.firstName}
          </p>
          <p className={`${ui.body2} ${ui.muted} ${ui.anywhere}`}>{presenter.email}</p>
        </div>
      </div>
      <div className={css.actions}>
        <Button component={RouterLink} to="/create-job" variant="contained" startIcon={CREATE_ICON}>
          Create New Job
        </Button>
        <Button component={RouterLink} to="/my-loads" variant="outlined" startIcon={MY_LOADS_ICON}>
          {count === null ? 'View My Loads' : `View My Loads (${count})`}
        </Button>
        <Button component={RouterLink} to="/trips" variant="outlined" startIcon={TRIPS_ICON}>
          Track Active Trips
        </Button>
        <Button component={RouterLink} to="/history" variant="outlined" startIcon={HISTORY_ICON}>
          View Load History
        </Button>
      </div>
    </section>
  );
});

/** /dashboard: the first screen after signing in. */
export default function DashboardScreen() {
  const presenter = usePresenter(DashboardPresenter);
  usePageTitle('Dashboard');
  return <DashboardView presenter={presenter} />;
}
