import { memo } from 'react';
import { listKey } from '../../../domain/shared/record-key';
import ui from '../../styles/ui.module.css';
import type { ActiveLoadRow } from './active-load-row';
import {
  BidChip,
  DetailLines,
  RouteLines,
  ScheduleLines,
  SelectBidButton,
  useOpenBids,
} from './load-row-parts';
import css from './load-table.module.css';

const HEADS = ['Load', 'Route', 'Schedule', 'Details', 'Actions'];
const HEAD_CELL = `${css.cell} ${css.head}`;
const OPENING_ROW = `${css.row} ${css.opens}`;

/** The active loads as a table (600 px and wider); a click on a row opens its bids. */
export const LoadTable = memo(function LoadTable({
  rows,
  caption,
}: {
  rows: readonly ActiveLoadRow[];
  caption: string;
}) {
  return (
    <div className={`${ui.paper} ${css.container}`}>
      <table className={css.table}>
        <caption className={ui.visuallyHidden}>{caption}</caption>
        <thead>
          <tr className={css.row}>
            {HEADS.map((heading) => (
              <th key={heading} scope="col" className={HEAD_CELL}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <LoadTableRow key={listKey(row.id, index)} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

function LoadTableRow({ row }: { row: ActiveLoadRow }) {
  const bids = useOpenBids(row);
  return (
    <tr
      onClick={bids.onRowClick}
      className={bids.clickable ? OPENING_ROW : css.row}
      data-testid="my-loads-row"
    >
      <th scope="row" className={css.cell}>
        <p className={`${ui.body2} ${css.loadNo}`}>{row.loadNo}</p>
        <span className={`${ui.caption} ${ui.muted}`}>{row.idText}</span>
      </th>
      <td className={css.cell}>
        <RouteLines row={row} />
      </td>
      <td className={css.cell}>
        <ScheduleLines row={row} />
      </td>
      <td className={css.cell}>
        <DetailLines row={row} />
      </td>
      <td className={css.cell}>
        <div className={css.actions}>
          <BidChip row={row} />
          <SelectBidButton row={row} onClick={bids.open} />
        </div>
      </td>
    </tr>
  );
}
