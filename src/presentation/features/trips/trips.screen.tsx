import { useSearchParams } from 'react-router-dom';
import { usePresenter } from '../../../di/container-context';
import { TripsPresenterToken } from '../../../di/modules/trips.module';
import { tripTabFrom, type TripTab } from './trips.presenter';
import { TripsView } from './trips.view';

/** /trips: My Trips. The open tab is in the address (`?tab=ongoing`), so it survives a reload. */
export default function TripsScreen() {
  const presenter = usePresenter(TripsPresenterToken);
  const [params, setParams] = useSearchParams();
  const tab = tripTabFrom(params.get('tab'));
  const onTabChange = (next: TripTab) =>
    setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true });
  return <TripsView presenter={presenter} tab={tab} onTabChange={onTabChange} />;
}
