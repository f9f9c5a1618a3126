import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { listKey } from '../../../domain/shared/record-key';
import ui from '../../styles/ui.module.css';
import type { DashboardPresenter } from './dashboard.presenter';
import { LoadPreviewRow } from './load-preview-row';
import css from './active-loads-card.module.css';

const CREATE_ICON = <AddIcon />;

/** My Active Loads: the count, and the three newest loads or what stands in for them. */
export const ActiveLoadsCard = observer(function ActiveLoadsCard({
  presenter,
}: {
  presenter: DashboardPresenter;
}) {
  const count = presenter.activeLoadCount;
  return (
    <section aria-labelledby="dashboard-active-loads" className={`${ui.paper} ${css.card}`}>
      <div className={css.head}>
        <h2 id="dashboard-active-loads" className={ui.h3}>
          My Active Loads
        </h2>
        {count !== null && (
          <span className={css.count} data-testid="active-loads-count">
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
