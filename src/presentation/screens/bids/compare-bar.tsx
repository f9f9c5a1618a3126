import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ui from '../../styles/ui.module.css';
import { MAX_COMPARED, type BidComparison } from './bid-comparison';
import css from './compare-bar.module.css';

const COMPARE_ICON = <CompareArrowsIcon aria-hidden />;
const PROGRESS_CLASS = `${ui.body2} ${css.text}`;
const NOTICE_CLASS = `${PROGRESS_CLASS} ${css.notice}`;

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
    <div data-testid="compare-bar" className={css.bar}>
      <p role="status" aria-live="polite" className={notice ? NOTICE_CLASS : PROGRESS_CLASS}>
        {notice ?? progressText(count)}
      </p>
      <Button size="small" onClick={comparison.reset}>
        {count > 0 ? 'Clear' : 'Dismiss'}
      </Button>
      {comparison.canCompare && (
        <Button size="small" variant="contained" startIcon={COMPARE_ICON} onClick={comparison.show}>
          Compare bids ({count})
        </Button>
      )}
    </div>
  );
});
