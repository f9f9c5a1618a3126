import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePresenter } from '../../app/container';
import { selectedLoadId } from '../../app/portal-tabs';
import { BidsView } from './bids.view';
import { BidsPresenterToken } from '../../tokens';

/** Spec §2.8 at /bids?load=ID: the selected load comes from the address. */
const BidsScreen = observer(function BidsScreen() {
  const presenter = usePresenter(BidsPresenterToken);
  const location = useLocation();
  const navigate = useNavigate();
  const loadId = selectedLoadId(location.pathname, location.search);
  useEffect(() => {
    presenter.select(loadId);
  }, [presenter, loadId]);
  return <BidsView presenter={presenter} onAccepted={() => void navigate('/trips')} />;
});

export default BidsScreen;
