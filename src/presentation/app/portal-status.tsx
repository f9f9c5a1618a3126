import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { usePresenter } from './container';
import { useIdleAfterPaint } from './after-first-paint';
import { PortalStatusPresenter } from './portal-status.presenter';
import css from './portal-status.module.css';

export const OFFLINE_TEXT = 'You are offline. Bidhaul will update when you are back online.';
export const UPDATE_TEXT = 'A new version of Bidhaul is ready.';

/**
 * The offline notice and the new version's offer, at the foot of every screen. The live region is
 * always there, so a screen reader hears each change of what it says.
 */
export const PortalStatus = observer(function PortalStatus() {
  const status = usePresenter(PortalStatusPresenter);
  const painted = useIdleAfterPaint();
  useEffect(() => (painted ? status.watch() : undefined), [painted, status]);
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
