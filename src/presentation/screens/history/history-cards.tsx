import ui from '../../styles/ui.module.css';
import css from './history-cards.module.css';
import type { HistoryRow } from './history-rows';
import { BidsBadge, RouteText, RowActions } from './history-row-parts';
import { StatusChip } from './status-chip';

export interface HistoryCardsProps {
  readonly rows: readonly HistoryRow[];
  /** Id of the heading that names the list. */
  readonly labelledBy: string;
  /** This list's address, for Back to History on the details page. */
  readonly from: string;
  onShowMap(key: string): void;
}

/** The history rows as cards, where the table's eight columns do not fit. */
export function HistoryCards({ rows, labelledBy, from, onShowMap }: HistoryCardsProps) {
  return (
    <ul aria-labelledby={labelledBy} className={`${ui.plainList} ${css.list}`}>
      {rows.map((row) => (
        <li key={row.key} className={`${ui.paper} ${css.card}`} data-testid="history-row">
          <div className={css.head}>
            <div className={css.headText}>
              <p className={`${ui.body1} ${ui.strong}`} data-testid="job-id">
                {row.jobId}
              </p>
              <p className={`${ui.body2} ${ui.muted}`}>{row.date}</p>
            </div>
            <StatusChip badge={row.badge} />
          </div>
          <RouteText row={row} />
          <p className={`${ui.body2} ${css.driver}`}>
            <span className={ui.muted}>Driver: </span>
            {row.driver}
          </p>
          <p className={`${ui.body2} ${ui.muted}`}>
            {row.weight} · {row.items} · {row.vehicle}
          </p>
          <div className={css.foot}>
            <p className={`${ui.body1} ${css.cost}`}>
              <span className={`${ui.muted} ${css.costLabel}`}>Cost: </span>
              {row.cost}
            </p>
            <BidsBadge row={row} />
          </div>
          <RowActions row={row} from={from} onShowMap={onShowMap} layout={css.actions} />
        </li>
      ))}
    </ul>
  );
}
