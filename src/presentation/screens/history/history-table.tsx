import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import { useMediaMatch } from '../../components/use-media-match';
import ui from '../../styles/ui.module.css';
import { HistoryCards } from './history-cards';
import type { HistoryRow } from './history-rows';
import { BidsBadge, RouteText, RowActions } from './history-row-parts';
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
                <RowActions
                  row={row}
                  from={from}
                  onShowMap={onShowMap}
                  layout={css.actions}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
