import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { ActiveLoadsCard } from './active-loads-card';
import type { DashboardPresenter } from './dashboard.presenter';
import { StatCard, WelcomeBanner } from './dashboard-summary';
import { QuickActionsCard } from './quick-actions-card';

/** The dashboard: greeting, job summary, the newest active loads and quick actions. */
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
