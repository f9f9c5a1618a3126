import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { MAX_COMPARED, type BidComparison } from './bid-comparison';

/** What the bar says when nothing went wrong: how many are ticked, and what is next. */
function progressText(count: number): string {
  if (count === 1) return '1 bid ticked. Tick another to compare them side by side.';
  return `${count} bids ticked to compare (up to ${MAX_COMPARED}).`;
}

/**
 * Under the bids once one is ticked, kept in view at the bottom of the window: what is ticked,
 * the refusal of a fifth tick or the bids that left, Clear, and 'Compare bids (n)' from 2 on.
 */
export const CompareBar = observer(function CompareBar({
  comparison,
}: {
  comparison: BidComparison;
}) {
  const { count, notice } = comparison;
  if (count === 0 && notice === null) return null;
  return (
    <Paper
      elevation={6}
      data-testid="compare-bar"
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        px: { xs: 1.5, sm: 2 },
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ mr: 'auto', fontWeight: notice ? 650 : 400, minWidth: 0 }}
      >
        {notice ?? progressText(count)}
      </Typography>
      <Button size="small" onClick={comparison.reset}>
        {count > 0 ? 'Clear' : 'Dismiss'}
      </Button>
      {comparison.canCompare && (
        <Button
          size="small"
          variant="contained"
          startIcon={<CompareArrowsIcon aria-hidden />}
          onClick={comparison.show}
        >
          Compare bids ({count})
        </Button>
      )}
    </Paper>
  );
});
