import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Hint } from '../../components/hint';
import { RouteLine } from '../../components/route-line/route-line';
import { REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import ui from '../../styles/ui.module.css';
import type { HistoryRow } from './history-rows';
import css from './history-row-parts.module.css';

/** 'Leeds LS9 → Birmingham B1'; the whole addresses on hover and keyboard focus. */
export function RouteText({ row }: { row: HistoryRow }) {
  return (
    <RouteLine
      pickup={row.route.pickup}
      delivery={row.route.delivery}
      className={`${ui.body2} ${css.route}`}
    />
  );
}

/**
 * 'Bids Available' on a load that received bids; it opens the load's Bid History, except for a
 * load without a server id, whose bids cannot be asked for.
 */
export function BidsBadge({ row }: { row: HistoryRow }) {
  if (!row.hasBids) return null;
  if (!row.bidsPath)
    return <span className={`${css.bidsBadge} ${css.plainBadge}`}>Bids Available</span>;
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
      className={css.bidsBadge}
    />
  );
}

/**
 * Select Bid (while the load takes bids), View details, View on map and Post again, each a
 * labelled button: a label needs no hint, so nothing pops out past a card's edge on a phone. A
 * disabled one says why on hover.
 */
export function RowActions({
  row,
  from,
  onShowMap,
  layout,
}: {
  row: HistoryRow;
  from: string;
  onShowMap(key: string): void;
  /** The table's or the card's class that lays the buttons out. */
  layout: string | undefined;
}) {
  return (
    <span className={layout ? `${css.actions} ${layout}` : css.actions}>
      {row.selectBidPath && (
        <Button
          component={RouterLink}
          to={row.selectBidPath}
          size="small"
          variant="outlined"
          aria-label={`Select Bid for ${row.jobId}`}
          className={css.action}
        >
          Select Bid
        </Button>
      )}
      {row.detailsPath ? (
        <Button
          component={RouterLink}
          to={row.detailsPath}
          state={{ from }}
          size="small"
          aria-label={`View details of ${row.jobId}`}
          className={css.action}
        >
          View details
        </Button>
      ) : (
        <Hint text="No details: the server sent this job without an ID">
          <span>
            <Button
              size="small"
              disabled
              aria-label={`View details of ${row.jobId}`}
              className={css.action}
            >
              View details
            </Button>
          </span>
        </Hint>
      )}
      <MapButton row={row} onShowMap={onShowMap} />
      {row.postAgainPath && (
        <Button
          component={RouterLink}
          to={row.postAgainPath}
          size="small"
          aria-label={`${REPEAT_TEXTS.postAgain}: ${row.jobId}`}
          className={css.action}
        >
          {REPEAT_TEXTS.postAgain}
        </Button>
      )}
    </span>
  );
}

function MapButton({ row, onShowMap }: { row: HistoryRow; onShowMap(key: string): void }) {
  const button = (
    <Button
      size="small"
      disabled={!row.hasRoute}
      onClick={() => onShowMap(row.key)}
      aria-label={`View on map: ${row.jobId}`}
      className={css.action}
    >
      View on map
    </Button>
  );
  if (row.hasRoute) return button;
  return (
    <Hint text="No coordinates for this route">
      <span>{button}</span>
    </Hint>
  );
}
