import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import ui from '../../styles/ui.module.css';
import type { NewBidAlerts } from './new-bid-alerts';
import css from './bid-alerts-switch.module.css';

/**
 * 'Notify me of new bids'. The browser asks its permission the first time it is switched on;
 * refused, it stays off and says why. A native checkbox with the switch role, drawn as a switch:
 * MUI's Switch would add its machinery to the screen's first download.
 */
export const BidAlertsSwitch = observer(function BidAlertsSwitch({
  alerts,
}: {
  alerts: NewBidAlerts;
}) {
  const reasonId = useId();
  const reason = alerts.blockedText;
  return (
    <div className={css.field}>
      <label className={css.label}>
        <input
          type="checkbox"
          role="switch"
          className={css.switch}
          checked={alerts.on}
          disabled={alerts.asking || alerts.permission === 'unsupported'}
          aria-describedby={reason ? reasonId : undefined}
          onChange={(event) => void alerts.setOn(event.currentTarget.checked)}
        />
        <span className={css.text}>Notify me of new bids</span>
      </label>
      {reason && (
        <p id={reasonId} className={`${ui.body2} ${ui.muted} ${css.reason}`}>
          {reason}
        </p>
      )}
    </div>
  );
});
