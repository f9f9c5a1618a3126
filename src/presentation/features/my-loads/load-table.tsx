import { memo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { listKey } from '../../../domain/shared/record-key';
import type { ActiveLoadRow } from './active-load-row';
import {
  BidChip,
  DetailLines,
  RouteLines,
  ScheduleLines,
  SelectBidButton,
  useOpenBids,
} from './load-row-parts';
import visuallyHidden from '@mui/utils/visuallyHidden';

/** The active loads as a table (600 px and wider); a click on a row opens its bids. */
export const LoadTable = memo(function LoadTable({
  rows,
  caption,
}: {
  rows: readonly ActiveLoadRow[];
  caption: string;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" sx={{ minWidth: 760, '& td, & th': { verticalAlign: 'top', py: 1.25 } }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {['Load', 'Route', 'Schedule', 'Details', 'Actions'].map((heading) => (
              <TableCell key={heading} sx={{ fontWeight: 700 }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <LoadTableRow key={listKey(row.id, index)} row={row} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});

function LoadTableRow({ row }: { row: ActiveLoadRow }) {
  const bids = useOpenBids(row);
  return (
    <TableRow
      hover={bids.clickable}
      onClick={bids.onRowClick}
      sx={{ cursor: bids.clickable ? 'pointer' : 'default' }}
      data-testid="my-loads-row"
    >
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {row.loadNo}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.idText}
        </Typography>
      </TableCell>
      <TableCell>
        <RouteLines row={row} />
      </TableCell>
      <TableCell>
        <ScheduleLines row={row} />
      </TableCell>
      <TableCell>
        <DetailLines row={row} />
      </TableCell>
      <TableCell>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <BidChip row={row} />
          <SelectBidButton row={row} onClick={bids.open} />
        </Stack>
      </TableCell>
    </TableRow>
  );
}
