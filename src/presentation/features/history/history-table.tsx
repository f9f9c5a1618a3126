import { memo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import MapOutlined from '@mui/icons-material/MapOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { HistoryRow } from './history-rows';
import { StatusChip } from './status-chip';

export interface HistoryTableProps {
  readonly rows: readonly HistoryRow[];
  /** Id of the heading that names the table. */
  readonly labelledBy: string;
  /** Opens the route dialog of the row with this key. */
  onShowMap(key: string): void;
}

/**
 * Spec §2.10 columns: Job ID, Date, Route, Driver, Details, Status, Cost, Actions. Below the lg
 * breakpoint (where the eight columns no longer fit) the same rows show as cards, so nothing needs
 * sideways scrolling. Memoised: the screen re-renders its filters and heading, not unchanged rows.
 */
export const HistoryTable = memo(function HistoryTable({ rows, labelledBy, onShowMap }: HistoryTableProps) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  if (compact) {
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
              <TableCell sx={{ maxWidth: 220 }}>
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

function RouteText({ row }: { row: HistoryRow }) {
  const line = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  return (
    <Box sx={{ minWidth: 0, mt: { xs: 0.75, md: 0 } }}>
      <Typography variant="body2" sx={line} title={row.pickup}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          From{' '}
        </Box>
        {row.pickup}
      </Typography>
      <Typography variant="body2" sx={line} title={row.delivery}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          To{' '}
        </Box>
        {row.delivery}
      </Typography>
    </Box>
  );
}

/**
 * Spec §2.10 'Bids Available' badge; it opens the load's Bid History, except for a load without a
 * server id, whose bids cannot be asked for.
 */
function BidsBadge({ row }: { row: HistoryRow }) {
  if (!row.hasBids) return null;
  if (!row.bidsPath)
    return (
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        label="Bids Available"
        sx={{ mt: { md: 0.5 }, fontWeight: 600 }}
      />
    );
  return (
    <Chip
      component={RouterLink}
      to={row.bidsPath}
      clickable
      size="small"
      color="primary"
      variant="outlined"
      label="Bids Available"
      aria-label={`Bids Available: view the ${row.bidCount} ${row.bidCount === 1 ? 'bid' : 'bids'} of ${row.jobId}`}
      sx={{ mt: { md: 0.5 }, fontWeight: 600 }}
    />
  );
}

function RowActions({
  row,
  from,
  onShowMap,
}: {
  row: HistoryRow;
  from: string;
  onShowMap(key: string): void;
}) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {row.selectBidPath && (
        <Button
          component={RouterLink}
          to={row.selectBidPath}
          size="small"
          variant="outlined"
          aria-label={`Select Bid for ${row.jobId}`}
          sx={{ whiteSpace: 'nowrap', mr: 0.5 }}
        >
          Select Bid
        </Button>
      )}
      {row.detailsPath ? (
        <Tooltip title="View details">
          <IconButton
            component={RouterLink}
            to={row.detailsPath}
            state={{ from }}
            aria-label={`View details of ${row.jobId}`}
            size="small"
            color="primary"
          >
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Tooltip title="No details: the server sent this job without an ID">
          <span>
            <IconButton aria-label={`View details of ${row.jobId}`} size="small" disabled>
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title={row.hasRoute ? 'View on map' : 'No coordinates for this route'}>
        <span>
          <IconButton
            aria-label={`View ${row.jobId} on map`}
            size="small"
            color="primary"
            disabled={!row.hasRoute}
            onClick={() => onShowMap(row.key)}
          >
            <MapOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
