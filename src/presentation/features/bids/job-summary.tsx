import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import InsightsIcon from '@mui/icons-material/Insights';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { formatDate, formatTime } from '../../../domain/shared/date-time';
import type { Load } from '../../../domain/load/load';
import { statusColors } from './bid-tones';
import type { LoadPriceCheck } from './load-price-check';
import type { SelectedLoad, StatusPill } from './selected-load';

/** The selected load's Job Summary, with what jobs like it usually cost the shipper. */
export const JobSummary = observer(function JobSummary({
  summary,
  priceCheck,
}: {
  summary: SelectedLoad;
  priceCheck: LoadPriceCheck;
}) {
  const { load, statusPill, error } = summary;
  const usualPrice = load ? priceCheck.summaryLine : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="job-summary-title"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, mb: 1.5 }}>
        <Typography id="job-summary-title" component="h2" variant="h3" sx={{ mr: 'auto' }}>
          Job Summary
        </Typography>
        {load && (
          <Typography
            component="span"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            data-testid="summary-load-no"
          >
            {load.loadNo}
          </Typography>
        )}
        {statusPill && <StatusPillView pill={statusPill} />}
      </Box>
      {load ? (
        <>
          <SummaryFacts load={load} />
          {usualPrice && <UsualPrice text={usualPrice} />}
        </>
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : (
        <Box role="status" aria-label="Loading job summary">
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
        </Box>
      )}
    </Paper>
  );
});

/** 'Jobs like this usually cost you £180–£240 (7 jobs)', or why there is no range. */
function UsualPrice({ text }: { text: string }) {
  return (
    <Typography
      variant="body2"
      data-testid="summary-usual-price"
      sx={{
        mt: 2,
        pt: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 550,
      }}
    >
      <InsightsIcon aria-hidden sx={{ fontSize: '1.1rem', color: 'secondary.main' }} />
      {text}
    </Typography>
  );
}

function StatusPillView({ pill }: { pill: StatusPill }) {
  return (
    <Box
      component="span"
      data-testid="summary-status"
      sx={(theme) => ({
        ...statusColors(theme, pill.tone),
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        border: 1,
        borderRadius: 999,
        px: 1.25,
        py: 0.25,
        fontSize: '0.8125rem',
        fontWeight: 650,
      })}
    >
      {pill.locked && (
        <LockIcon sx={{ fontSize: '0.95rem' }} aria-hidden data-testid="summary-lock" />
      )}
      {pill.label}
      {pill.locked && (
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (locked)
        </Box>
      )}
    </Box>
  );
}

function SummaryFacts({ load }: { load: Load }) {
  const weight = load.weightKg !== null ? `${load.weightKg} kg` : null;
  const items =
    load.itemCount !== null ? `${load.itemCount} ${load.itemCount === 1 ? 'item' : 'items'}` : null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      <Fact label="Route">
        {load.pickupAddress || '—'}
        <Box component="span" aria-hidden sx={{ color: 'text.secondary', px: 0.5 }}>
          →
        </Box>
        <Box component="span" sx={visuallyHidden}>
          to
        </Box>
        {load.deliveryAddress || '—'}
      </Fact>
      <Fact label="Weight and items">{[weight, items].filter(Boolean).join(' · ') || '—'}</Fact>
      <Fact label="Pickup">{dateTime(load.pickupDate, load.pickupTime) || '—'}</Fact>
      <Fact label="Delivery">{dateTime(load.deliveryDate, load.deliveryTime) || 'Not set'}</Fact>
      <Fact label="Assigned company">{assignedTo(load)}</Fact>
      <Fact label="Preferred vehicle">{load.preferredVehicleName ?? 'Any vehicle'}</Fact>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="dt"
        variant="caption"
        color="text.secondary"
        sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, mt: 0.25, fontWeight: 550, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** The assigned company; a load given to an independent driver names the driver instead. */
function assignedTo(load: Load): string {
  if (load.assignedCompanyName) return load.assignedCompanyName;
  if (load.assignedDriver) return `${load.assignedDriver.name} (independent driver)`;
  return 'Not assigned yet';
}

function dateTime(date: string | null, time: string | null): string {
  return [formatDate(date), formatTime(time)].filter(Boolean).join(', ');
}
