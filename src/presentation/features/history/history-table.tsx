import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMediaMatch } from '../../components/use-media-match';
import { HistoryCards } from './history-cards';
import type { HistoryRow } from './history-rows';
import { BidsBadge, RouteText, RowActions } from './history-row-parts';
import { StatusChip } from './status-chip';

export interface HistoryTableProps {
  readonly rows: readonly HistoryRow[];
  /** Id of the heading that names the table. */
  readonly labelledBy: string;
  /** Opens the route dialog of the row with this key. */
  onShowMap(key: string): void;
}

/**
 * The columns Job ID, Date, Route, Driver, Details, Status, Cost and Actions. Below the lg
 * breakpoint (where the eight columns no longer fit) the same rows show as cards, so nothing needs
 * sideways scrolling. Memoised: the screen re-renders its filters and heading, not unchanged rows.
 */
export const HistoryTable = memo(function HistoryTable({
  rows,
  labelledBy,
  onShowMap,
}: HistoryTableProps) {
  const theme = useTheme();
  const compact = useMediaMatch(theme.breakpoints.down('lg'));
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  if (compact)
    return <HistoryCards rows={rows} labelledBy={labelledBy} from={from} onShowMap={onShowMap} />;

  return (
    <TableContainer>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{
          '& .MuiTableCell-root': { px: 1 },
          '& .MuiTableCell-root:first-of-type': { pl: 0.5 },
        }}
      >
        <TableHead>
          <TableRow>
            {['Job ID', 'Date', 'Route', 'Driver', 'Details', 'Status', 'Cost'].map((label) => (
              <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {label}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 700 }} align="right">
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover data-testid="history-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="job-id">
                  {row.jobId}
                </Typography>
                <BidsBadge row={row} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date}</TableCell>
              {/* The route gives way (cut with an ellipsis) so the actions fit without scrolling. */}
              <TableCell sx={{ maxWidth: 180 }}>
                <RouteText row={row} />
              </TableCell>
              <TableCell sx={{ minWidth: 112 }}>{row.driver}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {row.weight} · {row.items}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.vehicle}
                </Typography>
              </TableCell>
              <TableCell>
                <StatusChip badge={row.badge} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 650 }}>{row.cost}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions row={row} from={from} onShowMap={onShowMap} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
