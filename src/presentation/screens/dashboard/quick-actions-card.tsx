import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ui from '../../styles/ui.module.css';
import type { DashboardPresenter } from './dashboard.presenter';
import css from './quick-actions-card.module.css';

const CREATE_ICON = <AddIcon />;
const MY_LOADS_ICON = <ListAltIcon />;
const TRIPS_ICON = <LocalShippingIcon />;
const HISTORY_ICON = <HistoryIcon />;

/** Who is signed in, and the ways to the other screens. */
export const QuickActionsCard = observer(function QuickActionsCard({
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
        <Avatar aria-hidden="true" className={css.avatar}>
          {presenter.initials}
        </Avatar>
        <div className={css.userText}>
          <p className={`${ui.body1} ${css.name}`} data-testid="quick-actions-name">
            {presenter.firstName}
          </p>
          <p className={`${ui.body2} ${ui.muted} ${css.email}`}>{presenter.email}</p>
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
