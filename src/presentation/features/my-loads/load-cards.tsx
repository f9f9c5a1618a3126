import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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

/** The active loads as a list of cards, on a phone; a tap on a card opens its bids. */
export const LoadCards = memo(function LoadCards({ rows }: { rows: readonly ActiveLoadRow[] }) {
  return (
    <Box
      component="ul"
      aria-label="Active loads"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {rows.map((row, index) => (
        <LoadCard key={listKey(row.id, index)} row={row} />
      ))}
    </Box>
  );
});

function LoadCard({ row }: { row: ActiveLoadRow }) {
  const bids = useOpenBids(row);
  return (
    <Card
      component="li"
      onClick={bids.onRowClick}
      sx={{ cursor: bids.clickable ? 'pointer' : 'default' }}
      data-testid="my-loads-card"
    >
      <CardContent sx={{ display: 'grid', gap: 1.25, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography component="h2" variant="h4">
              {row.loadNo}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.idText}
            </Typography>
          </Box>
          <BidChip row={row} />
        </Box>
        <CardSection title="Route">
          <RouteLines row={row} />
        </CardSection>
        <CardSection title="Schedule">
          <ScheduleLines row={row} />
        </CardSection>
        <CardSection title="Details">
          <DetailLines row={row} />
        </CardSection>
        <SelectBidButton row={row} onClick={bids.open} fullWidth />
      </CardContent>
    </Card>
  );
}

function CardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
