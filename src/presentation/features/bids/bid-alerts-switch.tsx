import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NewBidAlerts } from './new-bid-alerts';

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
    <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.25 }}>
      <Box
        component="label"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, py: 0.5, cursor: 'pointer' }}
      >
        <Box
          component="input"
          type="checkbox"
          role="switch"
          checked={alerts.on}
          disabled={alerts.asking || alerts.permission === 'unsupported'}
          aria-describedby={reason ? reasonId : undefined}
          onChange={(event) => void alerts.setOn(event.currentTarget.checked)}
          sx={(theme) => ({
            appearance: 'none',
            m: 0,
            flex: 'none',
            position: 'relative',
            width: 38,
            height: 22,
            borderRadius: 11,
            cursor: 'inherit',
            bgcolor: theme.palette.text.secondary,
            transition: 'background-color 150ms',
            '&::before': {
              content: '""',
              position: 'absolute',
              top: 3,
              left: 3,
              width: 16,
              height: 16,
              borderRadius: '50%',
              bgcolor: theme.palette.background.paper,
              transition: 'transform 150ms',
            },
            '&:checked': { bgcolor: theme.palette.primary.main },
            '&:checked::before': { transform: 'translateX(16px)' },
            '&:disabled': { opacity: 0.5 },
          })}
        />
        <Typography component="span" variant="body2" sx={{ fontWeight: 550 }}>
          Notify me of new bids
        </Typography>
      </Box>
      {reason && (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ maxWidth: 320 }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
});
