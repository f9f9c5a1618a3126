/* The parts of a load that the table row and the phone card both show. */
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ActiveLoadRow } from './active-load-row';
import { isFromNestedControl } from './clickable-row';
import { TruncatedAddress } from './truncated-address';

/** Opening a load's bids needs its server id: a row without one opens nothing. */
export function useOpenBids(row: ActiveLoadRow) {
  const navigate = useNavigate();
  const path = row.bidsPath;
  return {
    open: () => {
      if (path) void navigate(path);
    },
    onRowClick: (event: MouseEvent<HTMLElement>) => {
      if (path && !isFromNestedControl(event.target, event.currentTarget)) void navigate(path);
    },
    clickable: path !== null,
  };
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

export function RouteLines({ row }: { row: ActiveLoadRow }) {
  return (
    <>
      <Labelled label="Pickup">
        <TruncatedAddress address={row.pickup} />
      </Labelled>
      <Labelled label="Delivery">
        <TruncatedAddress address={row.delivery} />
      </Labelled>
    </>
  );
}

export function ScheduleLines({ row }: { row: ActiveLoadRow }) {
  return (
    <>
      <Labelled label="Pickup">{row.pickupWhen}</Labelled>
      <Labelled label="Delivery">{row.deliveryWhen}</Labelled>
    </>
  );
}

export function DetailLines({ row }: { row: ActiveLoadRow }) {
  return (
    <>
      <Labelled label="Weight">{row.weight}</Labelled>
      <Labelled label="Type">{row.loadType}</Labelled>
      <Labelled label="Vehicle">{row.vehicle}</Labelled>
    </>
  );
}

/** The bid badge, and beside it '2 new' for bids placed since the load's bids were opened. */
export function BidChip({ row }: { row: ActiveLoadRow }) {
  return (
    <>
      <Chip
        size="small"
        variant={row.hasBids ? 'filled' : 'outlined'}
        color={row.hasBids ? 'secondary' : 'default'}
        label={row.bids}
      />
      {row.newBids && (
        <Chip
          size="small"
          color="primary"
          label={row.newBids}
          data-testid="new-bids-badge"
          sx={{ ml: 0.5 }}
        />
      )}
    </>
  );
}

export function SelectBidButton(props: { row: ActiveLoadRow; onClick: () => void; fullWidth?: boolean }) {
  return (
    <Button
      variant="contained"
      size="small"
      fullWidth={props.fullWidth ?? false}
      disabled={props.row.bidsPath === null}
      onClick={props.onClick}
      aria-label={`Select Bid for ${props.row.loadNo}`}
    >
      Select Bid
    </Button>
  );
}
