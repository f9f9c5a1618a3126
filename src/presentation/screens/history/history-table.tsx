import { memo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import { Hint } from '../../components/hint';
import { RouteLine } from '../../components/route-line/route-line';
import { useMediaMatch } from '../../components/use-media-match';
import ui from '../../styles/ui.module.css';
import type { HistoryRow } from './history-rows';
import { StatusChip } from './status-chip';
import css from './history-table.module.css';

/** Below MUI's lg breakpoint (theme.breakpoints.down('lg')), where the eight columns no longer fit. */
const COMPACT = '(max-width:1199.95px)';

const HEADS = ['Job ID', 'Date', 'Route', 'Driver', 'Details', 'Status', 'Cost'];
const HEAD_CELL = `${css.cell} ${css.head}`;
const NOWRAP_CELL = `${css.cell} ${ui.nowrap}`;

export interface HistoryTableProps {
  readonly rows: readonly HistoryRow[];
  /** Id of the heading that names the table. */
  readonly labelledBy: string;
  /** Opens the route dialog of the row with this key. */
  onShowMap(key: string): void;
}

/**
 * The columns Job ID, Date, Route, Driver, Details, Status, Cost and Actions. Below the lg
 * breakpoint the same rows show as cards, so nothing needs sideways scrolling. Memoised: the
 * screen re-renders its filters and heading, not unchanged rows.
 */
export const HistoryTable = memo(function HistoryTable({
  rows,
  labelledBy,
  onShowMap,
}: HistoryTableProps) {
  const compact = useMediaMatch(COMPACT);
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  if (compact)
    return <HistoryCards rows={rows} labelledBy={labelledBy} from={from} onShowMap={onShowMap} />;

  return (
    <div className={css.container}>
      <table className={css.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {HEADS.map((label) => (
              <th key={label} scope="col" className={`${HEAD_CELL} ${ui.nowrap}`}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${HEAD_CELL} ${css.right}`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={css.row} data-testid="history-row">
              <td className={NOWRAP_CELL}>
                <p className={`${ui.body2} ${ui.strong}`} data-testid="job-id">
                  {row.jobId}
                </p>
                <BidsBadge row={row} />
              </td>
              <td className={NOWRAP_CELL}>{row.date}</td>
              <td className={css.cell}>
                <RouteText row={row} />
              </td>
              <td className={`${css.cell} ${css.driver}`}>{row.driver}</td>
              <td className={css.cell}>
                <p className={`${ui.body2} ${ui.nowrap}`}>
                  {row.weight} · {row.items}
                </p>
                <p className={`${ui.body2} ${ui.muted}`}>{row.vehicle}</p>
              </td>
              <td className={css.cell}>
                <StatusChip badge={row.badge} />
              </td>
              <td className={`${NOWRAP_CELL} ${css.cost}`}>{row.cost}</td>
              <td className={`${NOWRAP_CELL} ${css.right}`}>
                <RowActions row={row} from={from} onShowMap={onShowMap} layout={css.actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

interface HistoryCardsProps {
  readonly rows: readonly HistoryRow[];
  /** Id of the heading that names the list. */
  readonly labelledBy: string;
  /** This list's address, for Back to History on the details page. */
  readonly from: string;
  onShowMap(key: string): void;
}

/** The history rows as cards, where the table's eight columns do not fit. */
function HistoryCards({ rows, labelledBy, from, onShowMap }: HistoryCardsProps) {
  return (
    <ul aria-labelledby={labelledBy} className={`${ui.plainList} ${css.list}`}>
      {rows.map((row) => (
        <li key={row.key} className={`${ui.paper} ${css.card}`} data-testid="history-row">
          <div className={css.cardHead}>
            <div className={css.headText}>
              <p className={`${ui.body1} ${ui.strong}`} data-testid="job-id">
                {row.jobId}
              </p>
              <p className={`${ui.body2} ${ui.muted}`}>{row.date}</p>
            </div>
            <StatusChip badge={row.badge} />
          </div>
          <RouteText row={row} />
          <p className={`${ui.body2} ${css.cardDriver}`}>
            <span className={ui.muted}>Driver: </span>
            {row.driver}
          </p>
          <p className={`${ui.body2} ${ui.muted}`}>
            {row.weight} · {row.items} · {row.vehicle}
          </p>
          <div className={css.foot}>
            <p className={`${ui.body1} ${css.cardCost}`}>
              <span className={`${ui.muted} ${css.costLabel}`}>Cost: </span>
              {row.cost}
            </p>
            <BidsBadge row={row} />
          </div>
          <RowActions row={row} from={from} onShowMap={onShowMap} layout={css.cardActions} />
        </li>
      ))}
    </ul>
  );
}

/** 'Leeds LS9 → Birmingham B1'; the whole addresses on hover and keyboard focus. */
function RouteText({ row }: { row: HistoryRow }) {
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
function BidsBadge({ row }: { row: HistoryRow }) {
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
function RowActions({
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
    <span className={layout ? `${css.rowActions} ${layout}` : css.rowActions}>
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
