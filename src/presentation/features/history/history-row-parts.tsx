import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { RouteLine } from '../../components/route-line/route-line';
import MapOutlined from '@mui/icons-material/MapOutlined';
import RepeatOutlined from '@mui/icons-material/RepeatOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Hint } from '../../components/hint';
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

/** Select Bid (while the load takes bids), View details, View on map and Post again. */
export function RowActions({
  row,
  from,
  onShowMap,
}: {
  row: HistoryRow;
  from: string;
  onShowMap(key: string): void;
}) {
  return (
    <span className={css.actions}>
      {row.selectBidPath && (
        <Button
          component={RouterLink}
          to={row.selectBidPath}
          size="small"
          variant="outlined"
          aria-label={`Select Bid for ${row.jobId}`}
          className={css.selectBid}
        >
          Select Bid
        </Button>
      )}
      {row.detailsPath ? (
        <Hint text="View details">
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
        </Hint>
      ) : (
        <Hint text="No details: the server sent this job without an ID">
          <span>
            <IconButton aria-label={`View details of ${row.jobId}`} size="small" disabled>
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </span>
        </Hint>
      )}
      <Hint text={row.hasRoute ? 'View on map' : 'No coordinates for this route'}>
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
      </Hint>
      {row.postAgainPath && (
        <Hint text={REPEAT_TEXTS.postAgain}>
          <IconButton
            component={RouterLink}
            to={row.postAgainPath}
            aria-label={`${REPEAT_TEXTS.postAgain}: ${row.jobId}`}
            size="small"
            color="primary"
          >
            <RepeatOutlined fontSize="small" />
          </IconButton>
        </Hint>
      )}
    </span>
  );
}
