/* What the dashboard's newest loads and My Loads show of a load the same way. */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActiveLoadRow } from './active-load-row';
import ui from '../../styles/ui.module.css';
import css from './load-row-parts.module.css';

/** The count of active loads beside a heading: small on the dashboard's card, medium on My Loads. */
export const COUNT_CHIP = {
  small: `${ui.chip} ${ui.primaryFill}`,
  medium: `${ui.chip} ${ui.chipMedium} ${ui.primaryFill}`,
} as const;

const BIDS_CHIP = `${ui.chip} ${css.hasBids}`;
const NO_BIDS_CHIP = `${ui.chip} ${ui.chipOutlined}`;
const NEW_BIDS_CHIP = `${ui.chip} ${ui.primaryFill} ${css.newBids}`;

/**
 * Opening a load's bids needs its server id: a row without one opens nothing. A row that opens on
 * click also holds links and buttons of its own; a click on one of those is theirs, not the row's.
 */
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

function isFromNestedControl(target: EventTarget, row: Element): boolean {
  const control =
    target instanceof Element ? target.closest('a, button, input, select, textarea') : null;
  return control !== null && control !== row && row.contains(control);
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
