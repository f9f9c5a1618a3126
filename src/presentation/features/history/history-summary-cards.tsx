import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import { formatFigure, type HistorySummary } from '../../../domain/load/history-summary';

function moneyNote(summary: HistorySummary): string {
  if (summary.mixedCurrencies) return 'Jobs are priced in more than one currency';
  if (summary.pricedJobs === 0) return 'No accepted bid amounts yet';
  return `From ${summary.pricedJobs} ${summary.pricedJobs === 1 ? 'job' : 'jobs'} with an accepted bid`;
}

/**
 * The four summary cards. Total Spent and Avg Cost come from the accepted bid amounts, and show
 * '—' when none is known rather than a false £0.00 (decision Q3).
 */
export function HistorySummaryCards({ summary }: { summary: HistorySummary }) {
  return (
    <Box
      component="ul"
      aria-label="Summary of the jobs shown"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.25, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <SummaryCard
        icon={<WorkHistoryOutlined />}
        label="Total Jobs"
        value={String(summary.totalJobs)}
      />
      <SummaryCard icon={<TaskAltOutlined />} label="Completed" value={String(summary.completed)} />
      <SummaryCard
        icon={<PaymentsOutlined />}
        label="Total Spent"
        value={formatFigure(summary.totalSpent)}
        note={moneyNote(summary)}
      />
      <SummaryCard
        icon={<CalculateOutlined />}
        label="Avg Cost"
        value={formatFigure(summary.averageCost)}
        note={summary.averageCost ? 'Per job with an accepted bid' : moneyNote(summary)}
      />
    </Box>
  );
}

function SummaryCard(props: { icon: ReactNode; label: string; value: string; note?: string }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 1.5, minWidth: 0 }}
    >
      <Box
        aria-hidden="true"
        sx={{ color: 'primary.main', display: { xs: 'none', sm: 'flex' }, pt: 0.25 }}
      >
        {props.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {props.label}
        </Typography>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '1.3rem', sm: '1.6rem' },
            fontWeight: 750,
            lineHeight: 1.25,
            overflowWrap: 'anywhere',
          }}
          data-testid={`summary-${props.label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {props.value}
        </Typography>
        {props.note && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', lineHeight: 1.35 }}
          >
            {props.note}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
