import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ui from '../../styles/ui.module.css';
import type { MyLoadsPresenter } from './my-loads.presenter';
import css from './my-loads-empty-state.module.css';

const CREATE_ICON = <AddIcon />;

/** No active loads, or none matching the search (which it offers to clear). */
export const EmptyState = observer(function EmptyState({
  presenter,
}: {
  presenter: MyLoadsPresenter;
}) {
  return (
    <div className={`${ui.paper} ${css.empty}`}>
      <h2 className={ui.h3}>No Active Loads</h2>
      <p className={`${ui.body1} ${ui.muted} ${css.text}`}>
        No loads found. Try refreshing or creating a new job.
      </p>
      <div className={css.actions}>
        {presenter.isSearching && (
          <Button variant="outlined" onClick={presenter.clearQuery}>
            Clear search
          </Button>
        )}
        <Button component={RouterLink} to="/create-job" variant="contained" startIcon={CREATE_ICON}>
          Create New Job
        </Button>
      </div>
    </div>
  );
});
