import type { BidId } from '../../../domain/bid/bid';
import { listKey } from '../../../domain/shared/record-key';
import ui from '../../styles/ui.module.css';
import { TripCard } from './trip-card';
import type { TripCardModel } from './trip-card.view-model';
import type { TripTab } from './trips.presenter';
import css from './trip-list.module.css';

/** What an empty tab says. */
const EMPTY: Readonly<Record<TripTab, { title: string; text: string }>> = {
  upcoming: {
    title: 'No Upcoming Trips',
    text: 'Trips appear here once you accept a bid on a job.',
  },
  ongoing: { title: 'No Active Trips', text: 'Trips on the road right now appear here.' },
  completed: { title: 'No Completed Trips', text: 'Delivered trips appear here.' },
};

/** The trips of one tab, or what the tab says when it has none. */
export function TripList({
  tab,
  trips,
  onShowRoute,
  justBookedBidId = null,
}: {
  tab: TripTab;
  trips: readonly TripCardModel[];
  onShowRoute(trip: TripCardModel): void;
  /** The accepted bid whose trip is marked 'Just booked'. */
  justBookedBidId?: BidId | null;
}) {
  if (trips.length === 0) {
    const empty = EMPTY[tab];
    return (
      <div className={`${ui.paper} ${css.empty}`}>
        <h2 className={`${ui.h3} ${css.emptyTitle}`}>{empty.title}</h2>
        <p className={`${ui.body1} ${ui.muted}`}>{empty.text}</p>
      </div>
    );
  }
  return (
    <div className={css.grid}>
      {trips.map((trip, index) => (
        <TripCard
          key={listKey(trip.id, index)}
          trip={trip}
          tab={tab}
          onShowRoute={onShowRoute}
          justBooked={justBookedBidId !== null && trip.bidId === justBookedBidId}
        />
      ))}
    </div>
  );
}
