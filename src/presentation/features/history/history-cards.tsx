import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HistoryRow } from './history-rows';
import { BidsBadge, RouteText, RowActions } from './history-row-parts';
import { StatusChip } from './status-chip';

export interface HistoryCardsProps {
  readonly rows: readonly HistoryRow[];
  /** Id of the heading that names the list. */
  readonly labelledBy: string;
  /** This list's address, for Back to History on the details page. */
  readonly from: string;
  onShowMap(key: string): void;
}

/** The history rows as cards, where the table's eight columns do not fit. */
export function HistoryCards({ rows, labelledBy, from, onShowMap }: HistoryCardsProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 1.25,
      }}
    >
      {rows.map((row) => (
        <Paper
          component="li"
          key={row.key}
          variant="outlined"
          sx={{ p: 1.5, minWidth: 0 }}
          data-testid="history-row"
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }} data-testid="job-id">
                {row.jobId}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {row.date}
              </Typography>
            </Box>
            <StatusChip badge={row.badge} />
          </Box>
          <RouteText row={row} />
          <Typography variant="body2" sx={{ mt: 0.75 }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Driver:{' '}
            </Box>
            {row.driver}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.weight} · {row.items} · {row.vehicle}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Typography sx={{ fontWeight: 700, mr: 'auto' }}>
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                Cost:{' '}
              </Box>
              {row.cost}
            </Typography>
            <BidsBadge row={row} />
            <RowActions row={row} from={from} onShowMap={onShowMap} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
