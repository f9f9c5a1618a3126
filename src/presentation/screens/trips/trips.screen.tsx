import { useSearchParams } from 'react-router-dom';
import { useJustBookedBid } from '../../app/just-booked';
import { usePresenter } from '../../app/container';
import { tripTabFrom, type TripTab } from './trips.presenter';
import { TripsView } from './trips.view';
import { usePageTitle } from '../../app/page-title';
import { TripsPresenter } from './trips.presenter';

/** /trips: My Trips. The open tab is in the address (`?tab=ongoing`), so it survives a reload. */
export default function TripsScreen() {
  const presenter = usePresenter(TripsPresenter);
  usePageTitle('My Trips');
  const [params, setParams] = useSearchParams();
  const tab = tripTabFrom(params.get('tab'));
  const onTabChange = (next: TripTab) =>
    setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true });
  const justBookedBidId = useJustBookedBid();
  return (
    <TripsView
      presenter={presenter}
      tab={tab}
      onTabChange={onTabChange}
      justBookedBidId={justBookedBidId}
    />
  );
}
