import Alert from '@mui/material/Alert';
import { observer } from 'mobx-react-lite';
import { LIVE_PAUSED_TEXT, type LivePause } from '../async/live-pause';

/**
 * 'Live updates paused. Reconnecting…' while the live channel has been down for a while. The
 * region is always there, so a screen reader hears the words when they come; empty, it takes no
 * room, so a screen puts it where its layout has no gap to spare (inside its title block).
 */
export const LivePausedNotice = observer(function LivePausedNotice(props: {
  pause: LivePause;
  className?: string;
}) {
  return (
    // A live region without the status role: the screen's own status (its loading line) keeps
    // that role to itself.
    <div aria-live="polite">
      {props.pause.paused && (
        // The region around it speaks, politely: the alert's own role would interrupt.
        <Alert severity="warning" role="none" className={props.className} data-testid="live-paused">
          {LIVE_PAUSED_TEXT}
        </Alert>
      )}
    </div>
  );
});
