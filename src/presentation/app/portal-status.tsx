import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { usePresenter } from './container';
import { PortalStatusPresenter } from './portal-status.presenter';
import css from './portal-status.module.css';

const OFFLINE_TEXT = 'You are offline. Bidhaul will update when you are back online.';
const UPDATE_TEXT = 'A new version of Bidhaul is ready.';

/**
 * The offline notice and the new version's offer, at the foot of every screen (app.tsx mounts it
 * once the first screen has painted). The live region stays, so a screen reader hears each
 * change of what it says.
 */
const PortalStatus = observer(function PortalStatus() {
  const status = usePresenter(PortalStatusPresenter);
  useEffect(() => status.watch(), [status]);
  return (
    <div className={css.status} role="status">
      {status.offline && <p className={css.note}>{OFFLINE_TEXT}</p>}
      {status.updateReady && (
        <p className={css.note}>
          {UPDATE_TEXT}
          <button type="button" className={css.action} onClick={status.reload}>
            Reload
          </button>
        </p>
      )}
    </div>
  );
});

export default PortalStatus;
