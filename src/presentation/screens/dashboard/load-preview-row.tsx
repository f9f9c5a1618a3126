import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { ActiveLoadRow } from '../my-loads/active-load-row';
import { isFromNestedControl } from '../my-loads/clickable-row';
import { BidChip } from '../my-loads/load-row-parts';
import { RouteLine } from '../../components/route-line/route-line';
import ui from '../../styles/ui.module.css';
import css from './load-preview-row.module.css';

const OPENING_ROW = `${css.row} ${css.opens}`;

/**
 * One of the newest loads on the dashboard; a click on the row opens its bids. A load's bids and
 * details need its server id: a row without one links to neither.
 */
export function LoadPreviewRow({ row }: { row: ActiveLoadRow }) {
  const navigate = useNavigate();
  const { bidsPath, detailsPath } = row;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (bidsPath && !isFromNestedControl(event.target, event.currentTarget))
      void navigate(bidsPath);
  };
  return (
    <li
      onClick={onClick}
      data-testid="dashboard-load-row"
      className={bidsPath ? OPENING_ROW : css.row}
    >
      <div className={css.text}>
        <div className={css.title}>
          {bidsPath ? (
            <RouterLink to={bidsPath} aria-label={`${row.loadNo} bids`} className={css.loadNo}>
              {row.loadNo}
            </RouterLink>
          ) : (
            <span className={`${ui.body1} ${css.loadNo}`}>{row.loadNo}</span>
          )}
          <BidChip row={row} />
        </div>
        <RouteLine
          pickup={row.pickup}
          delivery={row.delivery}
          className={`${ui.body2} ${css.route}`}
        />
        <p className={`${ui.body2} ${ui.muted}`}>Pickup: {row.pickupDate}</p>
      </div>
      {detailsPath ? (
        <Button
          component={RouterLink}
          to={detailsPath}
          variant="outlined"
          size="small"
          aria-label={`Details of ${row.loadNo}`}
        >
          Details
        </Button>
      ) : (
        <Button variant="outlined" size="small" disabled aria-label={`Details of ${row.loadNo}`}>
          Details
        </Button>
      )}
    </li>
  );
}
