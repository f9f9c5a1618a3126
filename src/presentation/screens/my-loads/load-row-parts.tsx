/* The parts of a load that the table row and the phone card both show. */
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import ui from '../../styles/ui.module.css';
import type { ActiveLoadRow } from './active-load-row';
import { isFromNestedControl } from './clickable-row';
import { RouteLine } from '../../components/route-line/route-line';
import css from './load-row-parts.module.css';

const BIDS_CHIP = `${css.chip} ${css.hasBids}`;
const NO_BIDS_CHIP = `${css.chip} ${css.noBids}`;
const NEW_BIDS_CHIP = `${css.chip} ${css.newBids}`;

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
    <div className={ui.body2}>
      <span className={ui.muted}>{label}: </span>
      {children}
    </div>
  );
}

export function RouteLines({ row }: { row: ActiveLoadRow }) {
  return <RouteLine pickup={row.pickup} delivery={row.delivery} />;
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
      <span className={row.hasBids ? BIDS_CHIP : NO_BIDS_CHIP}>{row.bids}</span>
      {row.newBids && (
        <span className={NEW_BIDS_CHIP} data-testid="new-bids-badge">
          {row.newBids}
        </span>
      )}
    </>
  );
}

export function SelectBidButton(props: {
  row: ActiveLoadRow;
  onClick: () => void;
  fullWidth?: boolean;
}) {
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
