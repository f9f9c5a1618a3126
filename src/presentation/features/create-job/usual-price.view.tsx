import { observer } from 'mobx-react-lite';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UsualPrice } from './usual-price';

/**
 * 'Jobs like this usually cost you £X–£Y (n jobs)' under the form's cards. A polite status, so a
 * screen reader hears it when it first appears and when the form's changes change it.
 */
export const UsualPriceLine = observer(function UsualPriceLine({
  usualPrice,
}: {
  usualPrice: UsualPrice;
}) {
  const text = usualPrice.text;
  return (
    <Paper
      variant="outlined"
      role="status"
      data-testid="usual-price"
      sx={{
        px: 2,
        py: 1.25,
        bgcolor: 'action.hover',
        borderStyle: 'dashed',
        display: text ? 'block' : 'none',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 550 }}>
        {text}
      </Typography>
    </Paper>
  );
});
