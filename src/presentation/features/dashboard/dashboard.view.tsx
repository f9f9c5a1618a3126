import type { MouseEvent, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { listKey } from '../../../domain/shared/record-key';
import { activeLoadRow, type ActiveLoadRow } from '../my-loads/active-load-row';
import { isFromNestedControl } from '../my-loads/clickable-row';
import { TruncatedAddress } from '../my-loads/truncated-address';
import { visuallyHidden } from '../my-loads/visually-hidden';
import type { DashboardPresenter } from './dashboard.presenter';

/** Spec §2.5 Dashboard. */
export const DashboardView = observer(function DashboardView({
  presenter,
}: {
  presenter: DashboardPresenter;
}) {
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <WelcomeBanner firstName={presenter.firstName} />
      {presenter.summaryError && (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void presenter.loadSummary()}>
              Retry
            </Button>
          }
        >
          {presenter.summaryError}
        </Alert>
      )}
      <Box
        component="section"
        aria-label="Job summary"
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        }}
      >
        <StatCard
          label="Active Jobs"
          value={presenter.activeJobs}
          loading={presenter.summaryLoading}
          icon={<LocalShippingIcon />}
          tone="primary"
        />
        <StatCard
          label="Completed"
          value={presenter.completed}
          loading={presenter.summaryLoading}
          icon={<TaskAltIcon />}
          tone="success"
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ActiveLoadsCard presenter={presenter} />
        <QuickActionsCard presenter={presenter} />
      </Box>
    </Stack>
  );
});

function WelcomeBanner({ firstName }: { firstName: string }) {
  return (
    <Box
      sx={(theme) => ({
        borderRadius: 3,
        px: { xs: 2.5, sm: 4 },
        py: { xs: 2.5, sm: 3.5 },
        ...(theme.palette.mode === 'light'
          ? {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              backgroundImage:
                'linear-gradient(120deg, rgba(255,255,255,0.10), rgba(255,255,255,0) 60%)',
            }
          : {
              bgcolor: alpha(theme.palette.primary.main, 0.14),
              color: 'text.primary',
              border: 1,
              borderColor: alpha(theme.palette.primary.main, 0.45),
            }),
      })}
    >
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        Welcome back, {firstName}!
      </Typography>
      <Typography sx={{ mt: 0.75, opacity: 0.92 }}>Here is where your jobs stand today.</Typography>
    </Box>
  );
}

function StatCard(props: {
  label: string;
  value: number | null;
  loading: boolean;
  icon: ReactNode;
  tone: 'primary' | 'success';
}) {
  return (
    <Card>
      <CardContent
        sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}
      >
        <Avatar
          aria-hidden="true"
          sx={{
            bgcolor: `${props.tone}.main`,
            color: 'background.paper',
            display: { xs: 'none', sm: 'flex' },
          }}
        >
          {props.icon}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h2"
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 600 }}
          >
            {props.label}
          </Typography>
          {props.loading ? (
            <Box role="status">
              <Skeleton aria-hidden="true" width={48} height={40} />
              <Box component="span" sx={visuallyHidden}>
                Loading
              </Box>
            </Box>
          ) : (
            <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 }}>
              {props.value ?? '—'}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

const ActiveLoadsCard = observer(function ActiveLoadsCard({
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
      <Typography role="status" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        Loading Loads...
      </Typography>
    );
  }
  if (presenter.loadsError && !presenter.loadsLoaded) {
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
        <LoadPreviewRow key={listKey(load.id, index)} row={activeLoadRow(load)} />
      ))}
    </Box>
  );
});

/** A load's bids and details need its server id: a row without one links to neither. */
function LoadPreviewRow({ row }: { row: ActiveLoadRow }) {
  const navigate = useNavigate();
  const { bidsPath, detailsPath } = row;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (bidsPath && !isFromNestedControl(event.target, event.currentTarget))
      void navigate(bidsPath);
  };
  return (
    <Box
      component="li"
      onClick={onClick}
      data-testid="dashboard-load-row"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        px: { xs: 1, sm: 1.5 },
        borderTop: 1,
        borderColor: 'divider',
        cursor: bidsPath ? 'pointer' : 'default',
        borderRadius: 1,
        '&:hover': bidsPath ? { bgcolor: 'action.hover' } : {},
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {bidsPath ? (
            <Link
              component={RouterLink}
              to={bidsPath}
              underline="hover"
              aria-label={`${row.loadNo} bids`}
              sx={{ fontWeight: 700 }}
            >
              {row.loadNo}
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {row.loadNo}
            </Typography>
          )}
          <Chip
            size="small"
            variant={row.hasBids ? 'filled' : 'outlined'}
            color={row.hasBids ? 'secondary' : 'default'}
            label={row.bids}
          />
        </Box>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <TruncatedAddress address={row.pickup} />
          <Box component="span" aria-hidden="true" sx={{ mx: 0.75, color: 'text.secondary' }}>
            →
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {' '}
            to{' '}
          </Box>
          <TruncatedAddress address={row.delivery} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Pickup: {row.pickupDate}
        </Typography>
      </Box>
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
    </Box>
  );
}

const QuickActionsCard = observer(function QuickActionsCard({
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
