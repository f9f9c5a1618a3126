import { memo, type ReactNode } from 'react';
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
import css from './load-cards.module.css';

const CARD = `${ui.paper} ${css.card}`;
const OPENING_CARD = `${CARD} ${css.opens}`;

/** The active loads as a list of cards, on a phone; a tap on a card opens its bids. */
export const LoadCards = memo(function LoadCards({ rows }: { rows: readonly ActiveLoadRow[] }) {
  return (
    <ul aria-label="Active loads" className={`${ui.plainList} ${css.list}`}>
      {rows.map((row, index) => (
        <LoadCard key={listKey(row.id, index)} row={row} />
      ))}
    </ul>
  );
});

function LoadCard({ row }: { row: ActiveLoadRow }) {
  const bids = useOpenBids(row);
  return (
    <li
      onClick={bids.onRowClick}
      className={bids.clickable ? OPENING_CARD : CARD}
      data-testid="my-loads-card"
    >
      <div className={css.head}>
        <div className={css.title}>
          <h2 className={ui.h4}>{row.loadNo}</h2>
          <span className={`${ui.caption} ${ui.muted}`}>{row.idText}</span>
        </div>
        <BidChip row={row} />
      </div>
      <CardSection title="Route">
        <RouteLines row={row} />
      </CardSection>
      <CardSection title="Schedule">
        <ScheduleLines row={row} />
      </CardSection>
      <CardSection title="Details">
        <DetailLines row={row} />
      </CardSection>
      <SelectBidButton row={row} onClick={bids.open} fullWidth />
    </li>
  );
}

function CardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className={`${ui.muted} ${css.sectionTitle}`}>{title}</p>
      {children}
    </div>
  );
}
