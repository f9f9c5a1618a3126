import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { usePresenter } from '../../app/container';
import { selectedLoadId } from '../../app/portal-tabs';
import { useOutcomeNavigation } from '../../app/use-outcome-navigation';
import { BidsView } from './bids.view';
import { usePageTitle } from '../../app/page-title';
import { BidsPresenter } from './bids.presenter';

/**
 * Select a Bid at /bids?load=ID: the selected load comes from the address; an accepted bid opens
 * the trips. The title counts the bids marked New: '(3) Select a Bid · Bidhaul'.
 */
const BidsScreen = observer(function BidsScreen() {
  const presenter = usePresenter(BidsPresenter);
  usePageTitle(presenter.title);
  const location = useLocation();
  const loadId = selectedLoadId(location.pathname, location.search);
  useEffect(() => {
    presenter.select(loadId);
  }, [presenter, loadId]);
  useOutcomeNavigation(presenter);
  return <BidsView presenter={presenter} />;
});

export default BidsScreen;
