import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { MyLoadsPresenter } from './my-loads.presenter';

/** No active loads, or none matching the search (which it offers to clear). */
export const EmptyState = observer(function EmptyState({ presenter }: { presenter: MyLoadsPresenter }) {
  return (
    <Paper variant="outlined" sx={{ py: 5, px: 2, textAlign: 'center' }}>
      <Typography component="h2" variant="h3">
        No Active Loads
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5 }}>
        No loads found. Try refreshing or creating a new job.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {presenter.isSearching && (
          <Button variant="outlined" onClick={presenter.clearQuery}>
            Clear search
          </Button>
        )}
        <Button component={RouterLink} to="/create-job" variant="contained" startIcon={<AddIcon />}>
          Create New Job
        </Button>
      </Box>
    </Paper>
  );
});
