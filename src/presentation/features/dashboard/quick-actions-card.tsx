import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { DashboardPresenter } from './dashboard.presenter';

/** Who is signed in, and the ways to the other screens. */
export const QuickActionsCard = observer(function QuickActionsCard({
  presenter,
}: {
  presenter: DashboardPresenter;
}) {
  const count = presenter.activeLoadCount;
  return (
    <Card component="section" aria-labelledby="dashboard-quick-actions">
      <CardContent>
        <Typography id="dashboard-quick-actions" component="h2" variant="h3" sx={{ mb: 2 }}>
          Quick Actions
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, minWidth: 0 }}>
          <Avatar
            aria-hidden="true"
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {presenter.initials}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 650 }} data-testid="quick-actions-name">
              {presenter.firstName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {presenter.email}
            </Typography>
          </Box>
        </Box>
        <Stack spacing={1}>
          <Button
            component={RouterLink}
            to="/create-job"
            variant="contained"
            startIcon={<AddIcon />}
          >
            Create New Job
          </Button>
          <Button
            component={RouterLink}
            to="/my-loads"
            variant="outlined"
            startIcon={<ListAltIcon />}
          >
            {count === null ? 'View My Loads' : `View My Loads (${count})`}
          </Button>
          <Button
            component={RouterLink}
            to="/trips"
            variant="outlined"
            startIcon={<LocalShippingIcon />}
          >
            Track Active Trips
          </Button>
          <Button
            component={RouterLink}
            to="/history"
            variant="outlined"
            startIcon={<HistoryIcon />}
          >
            View Load History
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
});
