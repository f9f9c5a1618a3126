import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DASHBOARD_LOAD_PREVIEW } from '../../../domain/dashboard/dashboard-overview';
import { listKey } from '../../../domain/shared/record-key';
import { activeLoadRow } from '../my-loads/active-load-row';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { DashboardPresenter } from './dashboard.presenter';
import { LoadPreviewRow, PREVIEW_ROW_HEIGHT } from './load-preview-row';

/** My Active Loads: the count, and the three newest loads or what stands in for them. */
export const ActiveLoadsCard = observer(function ActiveLoadsCard({
  presenter,
}: {
  presenter: DashboardPresenter;
}) {
  const count = presenter.activeLoadCount;
  return (
    <Card component="section" aria-labelledby="dashboard-active-loads">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="dashboard-active-loads" component="h2" variant="h3">
            My Active Loads
          </Typography>
          {count !== null && (
            <Chip
              size="small"
              color="primary"
              label={
                <>
                  {count}
                  <Box component="span" sx={visuallyHidden}>
                    {count === 1 ? ' active load' : ' active loads'}
                  </Box>
                </>
              }
            />
          )}
          <Button component={RouterLink} to="/my-loads" size="small" sx={{ ml: 'auto' }}>
            View All
          </Button>
        </Box>
        <ActiveLoadsContent presenter={presenter} />
      </CardContent>
    </Card>
  );
});

const ActiveLoadsContent = observer(function ActiveLoadsContent({
  presenter,
}: {
  presenter: DashboardPresenter;
}) {
  if (presenter.loadsLoading) {
    return (
      <Typography
        role="status"
        color="text.secondary"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: {
            xs: DASHBOARD_LOAD_PREVIEW * PREVIEW_ROW_HEIGHT.xs,
            sm: DASHBOARD_LOAD_PREVIEW * PREVIEW_ROW_HEIGHT.sm,
          },
        }}
      >
        Loading Loads...
      </Typography>
    );
  }
  if (presenter.loadsFailedWithNothingShown) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void presenter.loadLoads()}>
            Retry
          </Button>
        }
      >
        {presenter.loadsError}
      </Alert>
    );
  }
  if (presenter.loadsEmpty) {
    return (
      <Box sx={{ py: 3, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 650 }}>No Active Loads</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Loads waiting for bids will appear here.
        </Typography>
        <Button component={RouterLink} to="/create-job" variant="contained" startIcon={<AddIcon />}>
          Create New Job
        </Button>
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="Newest active loads" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {presenter.previewLoads.map((load, index) => (
        <LoadPreviewRow
          key={listKey(load.id, index)}
          row={activeLoadRow(load, presenter.newBidsOf(load))}
        />
      ))}
    </Box>
  );
});
